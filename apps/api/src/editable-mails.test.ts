import { LOCALES, MAIL_TEMPLATE_KEYS, mailTemplateProblems } from '@boutique/domain';
import { describe, expect, it } from 'vitest';
import { EDITABLE_MAILS } from './editable-mails.ts';
import { drawMail } from './modules/mail-templates/mail-definition.ts';

describe('the editable mails', () => {
  it('lists each mail the domain names, once', () => {
    expect(EDITABLE_MAILS.map((mail) => mail.cle).sort()).toEqual([...MAIL_TEMPLATE_KEYS].sort());
  });

  it('ships, in every language, a template that passes the check staff edits must pass', () => {
    const failing = EDITABLE_MAILS.flatMap((mail) =>
      LOCALES.flatMap((langue) =>
        mailTemplateProblems(mail.cle, mail.shipped[langue]).map((problem) => ({ cle: mail.cle, langue, ...problem })),
      ),
    );
    expect(failing).toEqual([]);
  });

  it('draws every shipped template with its sample, leaving no placeholder and no blank run', () => {
    for (const mail of EDITABLE_MAILS) {
      for (const langue of LOCALES) {
        const drawn = drawMail(mail.shipped[langue], langue, mail.sampleView(langue, 'https://boutique.example'));
        for (const part of [drawn.subject, drawn.text, drawn.html]) expect(part).not.toMatch(/\{\{|\}\}/u);
        expect(drawn.text).not.toMatch(/\n{3}/u);
        expect(drawn.subject.length).toBeGreaterThan(5);
        expect(drawn.html).toContain(`<html lang="${langue}">`);
      }
    }
  });
});
