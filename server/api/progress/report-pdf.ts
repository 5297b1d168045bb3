import type { GroupProgressResponse, StudentProgressResponse } from '../../../src/domain/contracts/practice';
import {
  ensureRoom,
  finish,
  heading,
  INK,
  MARGIN,
  open,
  paragraph,
  section,
  SOFT,
  table,
  type Column,
} from '../../pdf-sheet';
import { labelled, plain } from '../../print';
import { reportColour, reportLegend, reportName, type ReportTexts } from './report-texts';

export { plain };

/** What the reports say besides the progress figures. */
export interface ReportHeader {
  texts: ReportTexts;
  schoolName: string;
  groupName: string | null;
  /** Today (yyyy-mm-dd, school time zone). */
  printedOn: string;
}

const dutchDate = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${Number(d)}-${Number(m)}-${y}`;
};
const pct = (correct: number, answers: number) =>
  answers ? `${Math.round((100 * correct) / answers)}%` : '-';

function answerText(answer: unknown): string {
  if (answer === null || answer === undefined) return '';
  const a = answer as {
    kind: string;
    value?: unknown;
    values?: number[];
    parts?: number[];
    pieces?: number[];
  };
  switch (a.kind) {
    case 'number':
    case 'comparison':
      return String(a.value);
    case 'order':
      return (a.values ?? []).join(', ');
    case 'split':
      return (a.parts ?? []).join(' + ');
    case 'money':
      return `${((a.pieces ?? []).reduce((s, p) => s + p, 0) / 100).toFixed(2).replace('.', ',')}`;
    default:
      return '';
  }
}

/** "Voortgangsrapport: Groep 6" (the group's own name says what it is: no "groep Groep 6"). */
function groupTitle(texts: ReportTexts, groupName: string | null): string {
  return groupName ? `${texts.groupTitle}: ${groupName}` : texts.groupTitle;
}

/** The group report: A4 landscape, the students × domains grid, who needs attention and why. */
export async function groupReportPdf(progress: GroupProgressResponse, header: ReportHeader): Promise<Buffer> {
  const { texts } = header;
  const { doc, done } = open({
    size: 'A4',
    layout: 'landscape',
    info: { Title: groupTitle(texts, header.groupName), Author: texts.product },
  });
  const period = progress.period;
  heading(doc, texts, groupTitle(texts, header.groupName), [
    `${texts.school}: ${header.schoolName}    ${labelled(texts.group, header.groupName ?? '-')}`,
    period
      ? `${texts.period}: ${texts.periods[period.periode]} (${dutchDate(period.from)} - ${dutchDate(period.to)})`
      : '',
    `${texts.printed}: ${dutchDate(header.printedOn)}`,
  ]);

  if (!progress.students.length) {
    paragraph(doc, texts.noStudents);
    finish(doc, texts);
    return done;
  }

  const width = doc.page.width - 2 * MARGIN;
  const nameW = 130;
  const figureW = 66;
  const figures = [texts.answers, texts.right, texts.minutes, texts.days];
  const domainW = Math.max(
    50,
    (width - nameW - figures.length * figureW) / Math.max(1, progress.domains.length),
  );
  const columns: Column[] = [
    { header: texts.student, width: nameW },
    ...progress.domains.map((d) => ({ header: reportName(texts, d.name), width: domainW })),
    ...figures.map((f) => ({ header: f, width: figureW, align: 'right' as const })),
  ];
  const rows = progress.students.map((s) => [
    s.displayName,
    ...progress.domains.map((d) => {
      const status = s.domains.find((x) => x.domainId === d.id);
      if (!status) return '';
      const place =
        status.position && status.tasksInDomain
          ? `\n${texts.taskOf(status.position, status.tasksInDomain)}`
          : '';
      return `${reportColour(texts, status)}${place}`;
    }),
    String(s.insight?.period.answers ?? 0),
    pct(s.insight?.period.correct ?? 0, s.insight?.period.answers ?? 0),
    String(s.insight?.period.minutes ?? 0),
    String(s.insight?.period.daysPractised ?? 0),
  ]);
  table(doc, columns, rows);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(SOFT)
    .text(plain(reportLegend(texts)), MARGIN, undefined, { width });

  section(doc, texts.attention);
  const attention = progress.students.flatMap((s) => {
    const reasons: string[] = [];
    for (const stuck of s.insight?.stuck ?? [])
      reasons.push(
        `${reportName(texts, stuck.title)}: ${texts.stuck[stuck.reason]} (${stuck.correct}/${stuck.answers}, ${stuck.days} ${texts.days.toLowerCase()})`,
      );
    if (s.insight && !s.insight.practisedThisWeek) reasons.push(texts.notPractised);
    if (s.insight?.fluencyTest.due) reasons.push(texts.testDue);
    if (s.insight?.fluencyTest.justDone) reasons.push(texts.testDone);
    return reasons.length ? [[s.displayName, reasons.join('\n')]] : [];
  });
  if (attention.length)
    table(
      doc,
      [
        { header: texts.student, width: nameW },
        { header: texts.attention, width: width - nameW },
      ],
      attention,
    );
  else paragraph(doc, texts.nobodyNeedsAttention);

  finish(doc, texts);
  return done;
}

const FACT_SYMBOL = { automated: 'A', slow: 't', learning: 'o', notSeen: '.' } as const;

/** The child report: A4 portrait, school-year figures of one child. */
export async function studentReportPdf(
  progress: StudentProgressResponse,
  header: ReportHeader,
): Promise<Buffer> {
  const { texts } = header;
  const { doc, done } = open({
    size: 'A4',
    info: { Title: `${texts.studentTitle} ${progress.displayName}`, Author: texts.product },
  });
  const insight = progress.insight;
  heading(doc, texts, `${texts.studentTitle}: ${progress.displayName}`, [
    `${texts.school}: ${header.schoolName}    ${labelled(texts.group, header.groupName ?? '-')}`,
    insight
      ? `${texts.period}: ${texts.schoolYear.toLowerCase()} (${dutchDate(insight.period.from)} - ${dutchDate(insight.period.to)})`
      : '',
    `${texts.printed}: ${dutchDate(header.printedOn)}`,
  ]);
  const width = doc.page.width - 2 * MARGIN;

  if (insight) {
    section(doc, texts.totals);
    const t = insight.totals;
    table(
      doc,
      [texts.answers, texts.right, texts.minutes, texts.days, texts.rounds].map((h) => ({
        header: h,
        width: width / 5,
        align: 'right' as const,
      })),
      [
        [
          String(t.answers),
          `${t.correct} (${pct(t.correct, t.answers)})`,
          String(t.minutes),
          String(t.daysPractised),
          String(t.rounds),
        ],
      ],
    );
  }

  section(doc, texts.levels);
  const current = insight?.currentTasks ?? [];
  table(
    doc,
    [
      { header: texts.domain, width: 130 },
      { header: texts.level, width: 120 },
      { header: texts.currentTask, width: width - 250 },
    ],
    progress.domains.map((d) => {
      const place =
        d.status.position && d.status.tasksInDomain
          ? ` (${texts.taskOf(d.status.position, d.status.tasksInDomain)})`
          : '';
      const row = current.find((c) => c.kind === 'adaptive' && c.domainId === d.domainId);
      const task = row
        ? `${reportName(texts, row.title)}${row.placed ? '' : ` - ${texts.notPlaced}`}`
        : d.status.title
          ? reportName(texts, d.status.title)
          : '-';
      return [reportName(texts, d.name), `${reportColour(texts, d.status)}${place}`, task];
    }),
  );
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(SOFT)
    .text(plain(reportLegend(texts)), MARGIN, undefined, { width });
  const custom = current.filter((c) => c.kind === 'custom');
  if (custom.length)
    paragraph(doc, `${texts.customTasks}: ${custom.map((c) => reportName(texts, c.title)).join(', ')}`, 9);

  if (insight) {
    section(doc, texts.facts);
    const statuses = ['automated', 'slow', 'learning', 'notSeen'] as const;
    table(
      doc,
      [
        { header: '', width: 130 },
        ...statuses.map((s) => ({
          header: texts.factStatus[s],
          width: (width - 130) / 4,
          align: 'right' as const,
        })),
      ],
      // The grids with a fact seen (the tables at least, so the section is never empty).
      insight.factMatrices
        .filter((m) => m.matrix === 'tables' || m.cells.some((c) => c.status !== 'notSeen'))
        .map((m) => [
          texts.matrices[m.matrix],
          ...statuses.map((s) => String(m.cells.filter((c) => c.status === s).length)),
        ]),
    );
    const tables = insight.factMatrices.find((m) => m.matrix === 'tables');
    if (tables && tables.cells.some((c) => c.status !== 'notSeen')) {
      ensureRoom(doc, 11 * 13 + 40);
      doc.font('Helvetica-Bold').fontSize(9).fillColor(INK).text(plain(texts.tablesGrid), MARGIN);
      const cell = 20;
      const top = doc.y + 4;
      doc.font('Courier').fontSize(9);
      for (let b = 1; b <= 10; b++)
        doc.text(String(b), MARGIN + b * cell, top, { width: cell, align: 'center' });
      for (let a = 1; a <= 10; a++) {
        const y = top + a * 12;
        doc.font('Courier-Bold').text(String(a), MARGIN, y, { width: cell, align: 'right' });
        doc.font('Courier');
        for (let b = 1; b <= 10; b++) {
          const c = tables.cells.find((x) => x.row === a && x.col === b);
          doc.text(FACT_SYMBOL[c?.status ?? 'notSeen'], MARGIN + b * cell, y, {
            width: cell,
            align: 'center',
          });
        }
      }
      doc.x = MARGIN;
      doc.y = top + 11 * 12 + 4;
      doc.font('Helvetica').fontSize(8).fillColor(SOFT).text(plain(texts.factSymbols), MARGIN);
    }

    section(doc, texts.practice);
    paragraph(
      doc,
      texts.practiceLine(insight.totals.daysPractised, insight.totals.minutes, insight.totals.rounds),
    );
  }

  section(doc, texts.tests);
  if (progress.tests.length)
    table(
      doc,
      [
        { header: texts.testHeaders.date, width: 120 },
        { header: texts.testHeaders.score, width: 100, align: 'right' },
        { header: texts.testHeaders.rightOf, width: 140, align: 'right' },
        { header: texts.testHeaders.fluent, width: width - 360, align: 'right' },
      ],
      progress.tests.map((test) =>
        test.result
          ? [
              dutchDate(test.finishedAt ?? test.startedAt),
              String(Math.round(test.result.score)),
              `${test.result.correct} / ${test.result.answered}`,
              String(test.result.fluent),
            ]
          : [dutchDate(test.startedAt), texts.unfinished, '', ''],
      ),
    );
  else paragraph(doc, texts.noTests);

  section(doc, texts.wrongAnswers);
  const wrong = insight?.wrongAnswers ?? [];
  if (wrong.length)
    table(
      doc,
      [
        { header: texts.wrongHeaders.sum, width: 200 },
        { header: texts.wrongHeaders.answer, width: 150 },
        { header: texts.wrongHeaders.times, width: width - 350, align: 'right' },
      ],
      wrong.map((w) => [w.text, w.answer === null ? texts.noAnswer : answerText(w.answer), String(w.times)]),
    );
  else paragraph(doc, texts.noWrongAnswers);

  finish(doc, texts);
  return done;
}
