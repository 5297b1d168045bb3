import { Checkbox, Field, Input, makeStyles, Select, Switch } from '@fluentui/react-components';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../../domain/sums/dutch-numbers';
import type { ParamField } from './param-fields';
import type { SettingForm } from './setting-form';

const useStyles = makeStyles({
  boxes: { display: 'flex', flexWrap: 'wrap', gap: '0 4px', border: 0, margin: 0, padding: 0 },
  legend: { padding: 0, marginBottom: '4px', fontWeight: 600 },
});

/** At most this many numbers are offered as tick boxes (the tables 1 to 20); more are typed. */
const MAX_BOXES = 20;

/** One parameter of a generator, with the input its kind asks for. */
export function ParamInput({
  field,
  control,
  error,
  moneyPieces,
}: {
  field: ParamField;
  control: Control<SettingForm>;
  error?: string;
  moneyPieces: boolean;
}) {
  const { t } = useTranslation('office-generators');
  const styles = useStyles();
  const label = t(`generators.params.${field.name}`, { defaultValue: field.name });
  const valueText = (value: string | number) =>
    typeof value === 'number' ? String(value) : t(`generators.values.${field.name}.${value}`, { defaultValue: value });
  const name = `params.${field.name}` as const;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input }) => {
        const value = input.value as unknown;
        switch (field.kind) {
          case 'number':
            return (
              <Field label={label} validationMessage={error} hint={field.optional ? t('generators.detail.emptyNumber') : undefined}>
                <Input
                  type="number"
                  name={input.name}
                  ref={input.ref}
                  min={field.min}
                  max={field.max}
                  value={value === undefined || value === null ? '' : String(value)}
                  onBlur={input.onBlur}
                  onChange={(_e, data) => input.onChange(data.value === '' ? undefined : Number(data.value))}
                />
              </Field>
            );
          case 'choice':
            return (
              <Field label={label} validationMessage={error}>
                <Select
                  name={input.name}
                  ref={input.ref}
                  value={String(value ?? '')}
                  onBlur={input.onBlur}
                  onChange={(_e, data) => {
                    const option = field.options.find((o) => String(o) === data.value);
                    input.onChange(option);
                  }}
                >
                  {field.options.map((option) => (
                    <option key={String(option)} value={String(option)}>
                      {valueText(option)}
                    </option>
                  ))}
                </Select>
              </Field>
            );
          case 'flag':
            return (
              <Field validationMessage={error}>
                <Switch
                  label={label}
                  name={input.name}
                  ref={input.ref}
                  checked={Boolean(value)}
                  onChange={(_e, data) => input.onChange(data.checked)}
                />
              </Field>
            );
          case 'choices':
          case 'numbers': {
            const chosen = Array.isArray(value) ? (value as (string | number)[]) : [];
            const options: readonly (string | number)[] | null =
              field.kind === 'choices'
                ? field.options
                : field.options
                  ? field.options
                  : field.min !== undefined && field.max !== undefined && field.max - field.min < MAX_BOXES
                    ? Array.from({ length: field.max - field.min + 1 }, (_, i) => field.min! + i)
                    : null;
            if (!options)
              return (
                <Field label={label} validationMessage={error} hint={t('generators.detail.numbersHint')}>
                  <Input
                    name={input.name}
                    ref={input.ref}
                    inputMode="numeric"
                    defaultValue={chosen.join(', ')}
                    onBlur={input.onBlur}
                    onChange={(_e, data) =>
                      input.onChange(
                        data.value
                          .split(/[,;\s]+/)
                          .filter(Boolean)
                          .map(Number),
                      )
                    }
                  />
                </Field>
              );
            const toggle = (option: string | number, on: boolean) =>
              input.onChange(
                on
                  ? options.filter((o) => o === option || chosen.includes(o))
                  : chosen.filter((o) => o !== option),
              );
            return (
              <Field validationMessage={error}>
                <fieldset className={styles.boxes}>
                  <legend className={styles.legend}>{label}</legend>
                  {options.map((option) => (
                    <Checkbox
                      key={String(option)}
                      label={moneyPieces && typeof option === 'number' ? formatEuro(option) : valueText(option)}
                      checked={chosen.includes(option)}
                      onChange={(_e, data) => toggle(option, data.checked === true)}
                    />
                  ))}
                </fieldset>
              </Field>
            );
          }
        }
      }}
    />
  );
}
