import { CODE_PURPOSES } from '@yuanlong/shared/account';
import { LOCALES } from '@yuanlong/shared/locales';
import { NOTIFICATION_KINDS } from '@yuanlong/shared/notifications';
import { describe, expect, it } from 'vitest';
import { notificationMail } from './notification-templates.ts';
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

describe('notification mail', () => {
  it('has a subject, a line, the link and the switch-off hint for every kind in every language', () => {
    for (const locale of LOCALES) {
      for (const kind of NOTIFICATION_KINDS) {
        for (const won of [false, true]) {
          const mail = notificationMail('a@example.com', locale, {
            kind,
            won,
            item: '<Dragon>',
            invitee: 7,
            url: 'http://x.test/cardDetail?id=1',
          });
          expect(mail.subject.length).toBeGreaterThan(5);
          expect(mail.text).toContain('http://x.test/cardDetail?id=1');
          expect(mail.html).not.toContain('<Dragon>');
          expect(`${mail.subject}${mail.text}`).not.toMatch(/undefined|null/);
        }
      }
    }
  });
});
