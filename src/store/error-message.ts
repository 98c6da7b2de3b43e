/** The text a failed call shows: the server's message when it sent one, else '' (widgets fall back to `failed`). */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'msg' in error && typeof error.msg === 'string') return error.msg;
  return '';
}
