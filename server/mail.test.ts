import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createMailer, mailLanguageOf } from './mail';

describe('mailLanguageOf', () => {
  it.each([
    [{ acceptLanguage: 'en', country: 'BE' }, 'en'],
    [{ acceptLanguage: 'en-GB,en;q=0.9', country: 'NL' }, 'en'],
    [{ acceptLanguage: 'nl-BE', country: 'NL' }, 'be'],
    [{ acceptLanguage: 'nl', country: 'BE' }, 'be'],
    [{ acceptLanguage: 'nl', country: 'NL' }, 'nl'],
    [{ country: 'BE' }, 'be'],
    [{ country: 'NL' }, 'nl'],
    [{}, 'nl'],
  ] as const)('%o writes in %s', (context, language) => {
    expect(mailLanguageOf(context)).toBe(language);
  });
});

describe('createMailer by SMTP', () => {
  it('sends the attachments along', async () => {
    const raw: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          raw.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as { port: number };
    const config = { ...loadConfig({ NODE_ENV: 'test' }), smtpUrl: `smtp://127.0.0.1:${port}` };
    const mailer = createMailer(config, undefined as never, pino({ level: 'silent' }));
    await mailer.send({
      to: 'anne@regenboog.example',
      subject: 'Aangemeld',
      text: 'Tot dan.',
      attachments: [
        { filename: 'webinar.ics', contentType: 'text/calendar; charset=utf-8', content: 'BEGIN:VCALENDAR' },
      ],
    });
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    expect(raw).toHaveLength(1);
    expect(raw[0]).toMatch(/Content-Type: text\/calendar; charset=utf-8/);
    expect(raw[0]).toMatch(/filename=webinar\.ics/);
  });
});
