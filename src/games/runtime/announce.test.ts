import { describe, expect, it } from 'vitest';
import { endAnnouncement } from './announce';

describe('the end announcement', () => {
  it('reads the end card as sentences: title and lines, each with its full stop', () => {
    expect(
      endAnnouncement({ title: 'Goed gedaan!', lines: ['7 van de 10 sommen in één keer goed', '85 punten'] }),
    ).toBe('Goed gedaan! 7 van de 10 sommen in één keer goed. 85 punten.');
  });

  it('leaves sentences that end already alone and skips empty lines', () => {
    expect(endAnnouncement({ title: 'Klaar!', lines: ['Je hebt 3 sommen gemaakt.', ' '] })).toBe(
      'Klaar! Je hebt 3 sommen gemaakt.',
    );
  });

  it('reads the surprise beside the card last', () => {
    expect(
      endAnnouncement({
        title: 'Super!',
        lines: ['10 van de 10 sommen in één keer goed'],
        surprise: 'Je wint de beker!',
      }),
    ).toBe('Super! 10 van de 10 sommen in één keer goed. Je wint de beker!');
  });
});
