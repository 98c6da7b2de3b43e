import { ApiError } from '../../src/api/errors';
import { errorMessage } from '../../src/store/error-message';

describe('errorMessage: the text a failed call shows', () => {
  it("is the server's message as sent", () => {
    expect(errorMessage(new ApiError('result', '-1', 'エラーが発生しました。'))).toBe(
      'エラーが発生しました。',
    );
    expect(errorMessage(new ApiError('http', 400, 'Try later'))).toBe('Try later');
  });

  it("is '' when the server sent none, so the widget shows `failed` in the page's language", () => {
    expect(errorMessage(new ApiError('result', '-1', ''))).toBe('');
    expect(errorMessage(new ApiError('http', 'network', ''))).toBe('');
    expect(errorMessage(new Error('boom'))).toBe('');
  });

  it("is '' for an unreadable answer: its msg names what could not be read, for the report only", () => {
    expect(errorMessage(new ApiError('parse', 'bad-shape', 'folders'))).toBe('');
  });
});
