import { failureText } from '../../src/i18n/failure-text';
import { createTranslator } from '../../src/i18n/translate';

describe('failureText', () => {
  const t = createTranslator('en');

  it('shows the message the server sent', () => {
    expect(failureText('That work is gone.', t)).toBe('That work is gone.');
  });

  it('falls back to `failed` for an empty message or anything that is not one', () => {
    for (const reason of ['', undefined, null, new Error('x'), { msg: 'x' }]) {
      expect(failureText(reason, t)).toBe(t('failed'));
    }
  });
});
