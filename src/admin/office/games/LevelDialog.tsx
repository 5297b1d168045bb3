import { Checkbox, Field, makeStyles, Select, shorthands } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  BUBBLE_SIZES,
  BUBBLES_MAX,
  BUBBLES_MIN,
  bellenprikkenLevelSchema,
  GAME_SPEED_MAX,
  GAME_SPEED_MIN,
  LEVEL_OPERATIONS,
  type BellenprikkenLevel,
} from '../../../domain/content/games';
import type { GameLevelRecord } from '../../../domain/contracts/content';
import { ruleMessage } from '../../../domain/validation';
import { FormDialog, fieldMessage } from '../../shared/FormDialog';
import { useGamesScreen, useSaveLevel } from './api';
import { FormInput } from '../../shared/FormInput';

const useStyles = makeStyles({
  pair: { display: 'grid', gap: '12px', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' },
  item: { minWidth: 0 },
  operations: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: '0 8px' },
  fieldset: { margin: 0, padding: 0, minWidth: 0, ...shorthands.borderStyle('none') },
  legend: { fontWeight: 600, padding: 0, marginBottom: '4px' },
});

const levelName = z.string().trim().min(1, ruleMessage('required')).max(40, ruleMessage('maxLength', 40));
const formSchema = z.object({
  name: z.object({ nl: levelName, en: levelName }),
  params: bellenprikkenLevelSchema,
});
type LevelForm = z.infer<typeof formSchema>;

const FIELDS = [
  'name.nl',
  'name.en',
  'params.speed',
  'params.bubbles',
  'params.bubbleSize',
  'params.operations',
] as const;
const ERRORS = 'games.levels.errors';

const NEW_LEVEL: LevelForm = {
  name: { nl: '', en: '' },
  params: { speed: 1, bubbles: 4, bubbleSize: 'medium', operations: [...LEVEL_OPERATIONS] },
};

/** A new level of bellenprikken or a change to one, saved as a draft (the server checks the params too). */
export function LevelDialog({
  level,
  onSaved,
  onClose,
}: {
  /** null: a new level. */
  level: GameLevelRecord | null;
  onSaved: (saved: GameLevelRecord) => void;
  onClose: () => void;
}) {
  const { t } = useGamesScreen();
  const styles = useStyles();
  const form = useForm<LevelForm>({
    resolver: zodResolver(formSchema),
    defaultValues: level ? { name: level.name, params: level.params as BellenprikkenLevel } : NEW_LEVEL,
  });
  const save = useSaveLevel<LevelForm>('bellenprikken', level?.id ?? null);
  const errors = form.formState.errors;
  const message = (m: string | undefined) => fieldMessage(t, ERRORS, m);
  const { control } = form;
  const text = (name: 'name.nl' | 'name.en', label: string, message: string | undefined) => (
    <Field label={label} required validationMessage={message} className={styles.item}>
      <FormInput control={control} name={name} maxLength={60} autoComplete="off" />
    </Field>
  );
  return (
    <FormDialog
      title={level ? t('games.levels.editTitle', { name: level.name.nl }) : t('games.levels.createTitle')}
      text={t('games.levels.formText')}
      form={form}
      fields={FIELDS}
      mutation={save}
      onSaved={onSaved}
      submitLabel={t('games.levels.save')}
      errorKeys={ERRORS}
      t={t}
      onClose={onClose}
    >
      <div className={styles.pair}>
        {text('name.nl', t('games.levels.nameNl'), message(errors.name?.nl?.message))}
        {text('name.en', t('games.levels.nameEn'), message(errors.name?.en?.message))}
      </div>
      <div className={styles.pair}>
        <Field
          label={t('games.levels.speed')}
          hint={t('games.levels.speedHint', { min: GAME_SPEED_MIN, max: GAME_SPEED_MAX })}
          validationMessage={message(errors.params?.speed?.message)}
          required
          className={styles.item}
        >
          <FormInput
            control={control}
            name="params.speed"
            asNumber
            type="number"
            inputMode="decimal"
            step={0.05}
            min={GAME_SPEED_MIN}
            max={GAME_SPEED_MAX}
          />
        </Field>
        <Field
          label={t('games.levels.bubbles')}
          hint={t('games.levels.bubblesHint', { min: BUBBLES_MIN, max: BUBBLES_MAX })}
          validationMessage={message(errors.params?.bubbles?.message)}
          required
          className={styles.item}
        >
          <FormInput
            control={control}
            name="params.bubbles"
            asNumber
            type="number"
            inputMode="numeric"
            step={1}
            min={BUBBLES_MIN}
            max={BUBBLES_MAX}
          />
        </Field>
        <Controller
          control={control}
          name="params.bubbleSize"
          render={({ field }) => (
            <Field
              label={t('games.levels.bubbleSize')}
              validationMessage={message(errors.params?.bubbleSize?.message)}
              className={styles.item}
            >
              <Select value={field.value} onChange={(_e, data) => field.onChange(data.value)}>
                {BUBBLE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {t(`games.levels.sizes.${size}`)}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        />
      </div>
      <Controller
        control={control}
        name="params.operations"
        render={({ field }) => (
          <Field
            hint={t('games.levels.operationsHint')}
            validationMessage={message(errors.params?.operations?.message)}
          >
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('games.levels.operations')}</legend>
              <div className={styles.operations}>
                {LEVEL_OPERATIONS.map((op) => (
                  <Checkbox
                    key={op}
                    label={t(`games.operations.${op}`)}
                    checked={field.value.includes(op)}
                    onChange={(_e, data) =>
                      field.onChange(
                        data.checked
                          ? LEVEL_OPERATIONS.filter((o) => o === op || field.value.includes(o))
                          : field.value.filter((o) => o !== op),
                      )
                    }
                  />
                ))}
              </div>
            </fieldset>
          </Field>
        )}
      />
    </FormDialog>
  );
}
