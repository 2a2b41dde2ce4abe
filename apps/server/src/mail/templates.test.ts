import { CODE_PURPOSES } from '@yuanlong/shared/account';
import { LOCALES } from '@yuanlong/shared/locales';
import { describe, expect, it } from 'vitest';
import { codeMail } from './templates.ts';

describe('code mail', () => {
  it('carries the code, purpose and expiry in every language, with HTML escaped', () => {
    for (const locale of LOCALES) {
      for (const purpose of CODE_PURPOSES) {
        const mail = codeMail('a@example.com', locale, purpose, '042137', 10);
        expect(mail.subject).toContain('042137');
        expect(mail.text).toContain('042137');
        expect(mail.text).toMatch(/10/);
        expect(mail.html).toContain('042137');
        expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/undefined|\{|\}/);
      }
    }
    expect(codeMail('a@example.com', 'en', 'reset', '<b>', 10).html).not.toContain('<b>');
  });
});
