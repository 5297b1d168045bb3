import { Combobox, Option, OptionGroup, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { LEARNING_LINE } from '../../../domain/curriculum/learning-line';
import type { SumCollection } from '../../../domain/generators/collections';
import { yearGroupLabel } from '../shared/roster-api';
import { localized, useSettingsScreen } from './api';
import { pickerGroups, searchable } from './task-picker';

const useStyles = makeStyles({
  combobox: { width: '100%' },
  listbox: { maxHeight: 'min(60vh, 420px)' },
  year: { color: tokens.colorNeutralForeground3 },
  domain: { fontWeight: tokens.fontWeightSemibold },
});

/** A collection's option value (line tasks use their own id). */
export const COLLECTION_PREFIX = 'sv:';

/**
 * The task of a new custom task: a combobox whose text is a search box. Typing filters the learning
 * line's tasks by name (a tussendoel's or domain's name keeps all its tasks); the list stays in the
 * line's order under "domain · tussendoel" headings, each task with its year group; the sum
 * collections come last. Arrow keys and Enter choose, as in any combobox.
 */
export function TaskPicker({
  value,
  chosenName,
  collections,
  placeholder,
  noMatch,
  collectionsLabel,
  onChange,
  onBlur,
}: {
  value: string;
  chosenName: string;
  collections: readonly SumCollection[];
  placeholder: string;
  noMatch: string;
  collectionsLabel: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}) {
  const { t, account } = useSettingsScreen();
  const styles = useStyles();
  const country = account.data?.country ?? 'NL';
  // What the field shows (the chosen task's name, or what is being typed), and the filter.
  const [text, setText] = useState(chosenName);
  const [query, setQuery] = useState('');
  const groups = useMemo(() => pickerGroups(LEARNING_LINE, localized, query), [query]);
  const foundCollections = collections.filter((c) =>
    searchable(localized(c.name)).includes(searchable(query)),
  );
  return (
    <Combobox
      className={styles.combobox}
      listbox={{ className: styles.listbox }}
      value={text}
      placeholder={placeholder}
      selectedOptions={value ? [value] : []}
      onChange={(event) => {
        setText(event.target.value);
        setQuery(event.target.value);
      }}
      onOptionSelect={(_e, data) => {
        if (!data.optionValue) return;
        onChange(data.optionValue);
        setText(data.optionText ?? '');
        setQuery('');
      }}
      onOpenChange={(_e, data) => {
        // Closed without a choice: the field shows the chosen task again, the list all tasks.
        if (!data.open) {
          setText(chosenName);
          setQuery('');
        }
      }}
      onBlur={onBlur}
    >
      {groups.map((group) => (
        <OptionGroup
          key={group.id}
          label={
            <>
              <span className={styles.domain}>{group.domain}</span> · {group.goal}
            </>
          }
        >
          {group.tasks.map(({ task, name }) => (
            <Option key={task.id} value={task.id} text={name}>
              {name}
              <span className={styles.year}> · {yearGroupLabel(t, String(task.group), country)}</span>
            </Option>
          ))}
        </OptionGroup>
      ))}
      {foundCollections.length > 0 && (
        <OptionGroup label={collectionsLabel}>
          {foundCollections.map((c) => (
            <Option key={c.id} value={`${COLLECTION_PREFIX}${c.id}`} text={localized(c.name)}>
              {localized(c.name)}
            </Option>
          ))}
        </OptionGroup>
      )}
      {groups.length === 0 && foundCollections.length === 0 && (
        <Option value="" text="" disabled>
          {noMatch}
        </Option>
      )}
    </Combobox>
  );
}
