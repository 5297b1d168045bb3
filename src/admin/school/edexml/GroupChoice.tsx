import {
  Button,
  Checkbox,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import type { EdexmlSummary } from '../../../domain/contracts/roster';
import { href } from '../../../shell/lib/routes';
import { LinkButton } from '../../shared/LinkButton';
import { yearGroupLabel } from '../shared/roster-api';
import { seatsProblemText, seatsText } from './seat-texts';

const useStyles = makeStyles({
  fieldset: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: '12px 16px 16px',
    margin: '16px 0',
    maxWidth: '1100px',
    minWidth: 0,
  },
  legend: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, padding: '0 4px' },
  text: { margin: '4px 0 8px', color: tokens.colorNeutralForeground2, maxWidth: '70ch' },
  quick: { display: 'flex', flexWrap: 'wrap', gap: '8px', marginBottom: '8px' },
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: '4px 16px',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  detail: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  seats: { maxWidth: '1100px', margin: '0 0 16px' },
  updating: { marginTop: '4px' },
});

type ChoiceGroup = EdexmlSummary['choice']['groups'][number];

/**
 * The file's groups as checkboxes (which to import), with "all" and "none". `chosen` is the choice the
 * screen shows; every change is sent back for a new preview by the caller.
 */
export function GroupChoice({
  groups,
  chosen,
  onChange,
  country,
  t,
}: {
  groups: ChoiceGroup[];
  chosen: ReadonlySet<string>;
  onChange: (keys: string[]) => void;
  country: 'NL' | 'BE';
  t: TFunction;
}) {
  const styles = useStyles();
  const anyRemembered = groups.some((g) => g.remembered);
  const toggle = (key: string, on: boolean) =>
    onChange(groups.map((g) => g.key).filter((k) => (k === key ? on : chosen.has(k))));
  const detail = (g: ChoiceGroup) => {
    const kind =
      g.kind === 'combination' ? t('edexml.kindCombination') : yearGroupLabel(t, g.yearGroup, country);
    const parts = [
      kind.toLowerCase() === g.name.toLowerCase() ? null : kind,
      t('edexml.choice.students', { count: g.students }),
      anyRemembered && !g.remembered ? t('edexml.choice.newGroup') : null,
    ];
    return parts.filter(Boolean).join(' · ');
  };
  return (
    <fieldset className={styles.fieldset} data-testid="edexml-choice">
      <legend className={styles.legend}>{t('edexml.choice.title')}</legend>
      <p className={styles.text}>{t(anyRemembered ? 'edexml.choice.remembered' : 'edexml.choice.text')}</p>
      <div className={styles.quick}>
        <Button size="small" onClick={() => onChange(groups.map((g) => g.key))}>
          {t('edexml.choice.all')}
        </Button>
        <Button size="small" onClick={() => onChange([])}>
          {t('edexml.choice.none')}
        </Button>
      </div>
      <ul className={styles.list}>
        {groups.map((g) => (
          <li key={g.key}>
            <Checkbox
              checked={chosen.has(g.key)}
              onChange={(_event, data) => toggle(g.key, data.checked === true)}
              label={
                <>
                  {g.name}
                  <span className={styles.detail}>{detail(g)}</span>
                </>
              }
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * What the chosen groups take of the licence, as the server counted it for the preview: a status line
 * when they fit, an error (and the way out: untick groups or ask the office) when they do not.
 */
export function SeatLine({
  seats,
  updating,
  t,
}: {
  seats: EdexmlSummary['seats'];
  updating: boolean;
  t: TFunction;
}) {
  const styles = useStyles();
  const busy = updating && (
    <Spinner size="extra-tiny" label={t('edexml.choice.updating')} className={styles.updating} />
  );
  const problem = seatsProblemText(t, seats);
  if (problem) {
    return (
      <MessageBar intent="error" role="alert" layout="multiline" className={styles.seats}>
        <MessageBarBody data-testid="edexml-seats">
          <MessageBarTitle>{t(`edexml.seats.${seats.problem}Title`)}</MessageBarTitle> {problem}
          {busy}
        </MessageBarBody>
        <MessageBarActions>
          <LinkButton to={href('contact')}>{t('edexml.seats.contact')}</LinkButton>
        </MessageBarActions>
      </MessageBar>
    );
  }
  return (
    <MessageBar intent="info" role="status" layout="multiline" className={styles.seats}>
      <MessageBarBody data-testid="edexml-seats">
        {seatsText(t, seats)}
        {busy}
      </MessageBarBody>
    </MessageBar>
  );
}
