import { defineGame } from '../manifest';

export const manifest = defineGame({
  id: 'fotosafari',
  texts: {
    nl: {
      title: 'Fotosafari',
      howTo:
        'Zet de dieren in rijen op de foto: sleep de hoek van het kader, tik op een plek of gebruik de pijltjes. Tel ze en typ het antwoord. Klik! Zo vul je je fotoalbum.',
      snap: 'Klik!',
      rowsOf: '{rows} rijen van {cols}',
      rowOf: '{rows} rij van {cols}',
      askTotal: 'Hoeveel dieren samen?',
      askCols: 'Hoeveel in één rij?',
      askRows: 'Hoeveel rijen?',
      album: 'Mijn album',
      albumDone: 'Je album is vol!',
      cheetah: 'Kijk, een jachtluipaard op je laatste foto!',
      rhino: 'Wauw, een neushoorn met een jong!',
      flamingo: 'Wat een verrassing: een roze flamingo!',
    },
    en: {
      title: 'Photo safari',
      howTo:
        'Put the animals in rows on the photo: drag the corner of the frame, tap a spot or use the arrow keys. Count them and type the answer. Snap! That fills your photo album.',
      snap: 'Snap!',
      rowsOf: '{rows} rows of {cols}',
      rowOf: '{rows} row of {cols}',
      askTotal: 'How many animals in all?',
      askCols: 'How many in one row?',
      askRows: 'How many rows?',
      album: 'My album',
      albumDone: 'Your album is full!',
      cheetah: 'Look, a cheetah on your last photo!',
      rhino: 'Wow, a rhino with her baby!',
      flamingo: 'What a surprise: a pink flamingo!',
    },
    be: {},
  },
  testWindow: {
    parts: [
      { setting: { generator: 'multiply', params: { tables: [2, 3, 4, 5] } }, count: 3 },
      { setting: { generator: 'multiply', params: { tables: [3, 4], forms: ['missingSecond'] } }, count: 1 },
      { setting: { generator: 'divide', params: { tables: [2, 3, 5] } }, count: 2 },
      { setting: { generator: 'double', params: { max: 10 } }, count: 1 },
      { setting: { generator: 'half', params: { max: 10 } }, count: 1 },
    ],
    reserve: { setting: { generator: 'multiply', params: { tables: [1, 2], maxFactor: 5 } }, count: 3 },
  },
  practiceCase: {
    group: 'Groep 6',
    task: {
      name: { nl: 'Tafels van 3 en 4', en: 'Tables of 3 and 4' },
      source: { type: 'generator', setting: { generator: 'multiply', params: { tables: [3, 4] } } },
    },
  },
});
