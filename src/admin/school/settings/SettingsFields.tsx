import {
  Badge,
  Button,
  Checkbox,
  Field,
  Input,
  Radio,
  RadioGroup,
  Switch,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { TFunction } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { INPUT_METHODS } from '../../../domain/contracts/practice';
import { translateRule } from '../../../shell/lib/forms';
import { LINE_DOMAINS, localized, type SettingsForm, type SettingsKey } from './api';

const useStyles = makeStyles({
  sections: { display: 'grid', gap: '20px', maxWidth: '1100px' },
  section: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    padding: '12px 16px 16px',
    margin: 0,
    minWidth: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, padding: '0 4px' },
  grid: {
    display: 'grid',
    gap: '16px',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  },
  shell: { display: 'grid', gap: '4px', alignContent: 'start', minWidth: 0 },
  inherit: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px' },
  domains: {
    display: 'grid',
    gap: '8px 24px',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
  },
  goals: { display: 'grid', paddingLeft: '28px' },
  hint: { color: tokens.colorNeutralForeground2, margin: 0 },
});

/** Child mode: which fields are the child's own, the group's values, and how to switch. */
export interface InheritProps {
  group: SettingsForm;
  own: ReadonlySet<SettingsKey>;
  setOwn: (key: SettingsKey, own: boolean) => void;
}

/** Translates a field error code of the settings form (or a shared rule / server code). */
export function settingsError(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (message.startsWith('range|')) {
    const [, min, max] = message.split('|');
    return t('settings.errors.range', { min, max });
  }
  if (message === 'requiredAboveWindow' || message === 'timeLimit') return t(`settings.errors.${message}`);
  const rule = translateRule(t, message);
  return rule !== message ? rule : t('settings.errors.invalid');
}

/** The group's value of a field, in words (for "zoals de groep: ..."). */
export function describeValue(t: TFunction, key: SettingsKey, value: SettingsForm[SettingsKey]): string {
  if (key === 'disabledNodeIds') {
    const off = value as string[];
    return off.length ? t('settings.partsOff', { count: off.length }) : t('settings.allPartsOn');
  }
  if (typeof value === 'boolean') return t(value ? 'settings.on' : 'settings.off');
  if (key === 'inputMethod') return t(`settings.inputMethods.${value as string}`);
  if (key === 'thresholdS' || key === 'extraS' || key === 'timeLimitS')
    return t('settings.seconds', { count: value as number });
  if (key === 'targetPct') return `${value as number}%`;
  if (key === 'startYearsLower')
    return (value as number) === 0
      ? t('settings.startAtOwnYear')
      : t('settings.yearsLower', { count: value as number });
  return String(value);
}

/** The settings fields, for a group (plain) or a child (each field inherited or own). */
export function SettingsFields({
  form,
  t,
  inherit,
}: {
  form: UseFormReturn<SettingsForm>;
  t: TFunction;
  inherit?: InheritProps;
}) {
  const styles = useStyles();
  const errors = form.formState.errors;
  const inherited = (key: SettingsKey) => !!inherit && !inherit.own.has(key);

  /** A field with, in child mode, its inheritance line. */
  const shell = (key: SettingsKey, body: ReactNode, label: string) => (
    <div className={styles.shell} data-setting={key} key={key}>
      {body}
      {inherit && (
        <div className={styles.inherit}>
          {inherited(key) ? (
            <>
              <Badge appearance="tint" color="informative">
                {t('settings.asGroup', { value: describeValue(t, key, inherit.group[key]) })}
              </Badge>
              <Button
                size="small"
                appearance="subtle"
                aria-label={`${t('settings.makeOwn')}: ${label}`}
                onClick={() => inherit.setOwn(key, true)}
              >
                {t('settings.makeOwn')}
              </Button>
            </>
          ) : (
            <>
              <Badge appearance="filled" color="brand">
                {t('settings.own')}
              </Badge>
              <Button
                size="small"
                appearance="subtle"
                aria-label={`${label}: ${t('settings.backToGroup', { value: describeValue(t, key, inherit.group[key]) })}`}
                onClick={() => inherit.setOwn(key, false)}
              >
                {t('settings.backToGroup', { value: describeValue(t, key, inherit.group[key]) })}
              </Button>
            </>
          )}
        </div>
      )}
    </div>
  );

  const numberField = (key: SettingsKey, label: string, hint: string, step = 1) =>
    shell(
      key,
      <Controller
        control={form.control}
        name={key}
        render={({ field }) => (
          <Field label={label} hint={hint} validationMessage={settingsError(t, errors[key]?.message)}>
            <NumberInput
              step={step}
              value={field.value as number}
              disabled={inherited(key)}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          </Field>
        )}
      />,
      label,
    );

  const switchField = (key: SettingsKey, label: string, hint: string) =>
    shell(
      key,
      <Controller
        control={form.control}
        name={key}
        render={({ field }) => (
          <Field hint={hint}>
            <Switch
              label={label}
              checked={field.value as boolean}
              disabled={inherited(key)}
              onChange={(_e, data) => field.onChange(data.checked)}
            />
          </Field>
        )}
      />,
      label,
    );

  return (
    <div className={styles.sections}>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('settings.sections.line')}</legend>
        {shell(
          'disabledNodeIds',
          <Controller
            control={form.control}
            name="disabledNodeIds"
            render={({ field }) => {
              const off = new Set(field.value);
              const toggle = (id: string, on: boolean) => {
                const next = new Set(off);
                if (on) next.delete(id);
                else next.add(id);
                field.onChange([...next]);
              };
              return (
                <div>
                  <p className={styles.hint}>{t('settings.lineHint')}</p>
                  <div className={styles.domains}>
                    {LINE_DOMAINS.map((domain) => (
                      <div key={domain.id}>
                        <Checkbox
                          label={localized(domain.name)}
                          checked={!off.has(domain.id)}
                          disabled={inherited('disabledNodeIds')}
                          onChange={(_e, data) => toggle(domain.id, !!data.checked)}
                        />
                        <div className={styles.goals}>
                          {domain.goals.map((goal) => (
                            <Checkbox
                              key={goal.id}
                              size="medium"
                              label={localized(goal.name)}
                              checked={!off.has(domain.id) && !off.has(goal.id)}
                              disabled={inherited('disabledNodeIds') || off.has(domain.id)}
                              onChange={(_e, data) => toggle(goal.id, !!data.checked)}
                            />
                          ))}
                        </div>
                      </div>
                    ))}
                  </div>
                </div>
              );
            }}
          />,
          t('settings.sections.line'),
        )}
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('settings.sections.pace')}</legend>
        <div className={styles.grid}>
          {numberField('thresholdS', t('settings.threshold'), t('settings.thresholdHint'), 0.5)}
          {numberField('extraS', t('settings.extra'), t('settings.extraHint'), 0.5)}
          {numberField('timeLimitS', t('settings.timeLimit'), t('settings.timeLimitHint'), 1)}
          {numberField('fluencyRequired', t('settings.required'), t('settings.requiredHint'))}
          {numberField('fluencyWindow', t('settings.window'), t('settings.windowHint'))}
          {numberField('targetPct', t('settings.target'), t('settings.targetHint'))}
          {numberField('roundLength', t('settings.roundLength'), t('settings.roundLengthHint'))}
          {numberField('startYearsLower', t('settings.startYearsLower'), t('settings.startYearsLowerHint'))}
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('settings.sections.play')}</legend>
        <div className={styles.grid}>
          {switchField('sound', t('settings.sound'), t('settings.soundHint'))}
          {switchField('speech', t('settings.speech'), t('settings.speechHint'))}
          {shell(
            'inputMethod',
            <Controller
              control={form.control}
              name="inputMethod"
              render={({ field }) => (
                <Field label={t('settings.inputMethod')}>
                  <RadioGroup
                    value={field.value}
                    disabled={inherited('inputMethod')}
                    onChange={(_e, data) => field.onChange(data.value)}
                  >
                    {INPUT_METHODS.map((m) => (
                      <Radio key={m} value={m} label={t(`settings.inputMethods.${m}`)} />
                    ))}
                  </RadioGroup>
                </Field>
              )}
            />,
            t('settings.inputMethod'),
          )}
          {switchField('fluencyTestEnabled', t('settings.testEnabled'), t('settings.testEnabledHint'))}
          {numberField('fluencyTestEvery', t('settings.testEvery'), t('settings.testEveryHint'))}
          {switchField('rewardGames', t('settings.rewardGames'), t('settings.rewardGamesHint'))}
        </div>
      </fieldset>
    </div>
  );
}

/**
 * A number field that keeps what is typed (also "1." on the way to "1.5") and reports a number
 * (NaN when empty), taking over a value set from outside (a reset, "back to the group").
 */
export function NumberInput({
  value,
  onChange,
  onBlur,
  step = 1,
  disabled,
}: {
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  step?: number;
  disabled?: boolean;
}) {
  const show = (n: number) => (Number.isFinite(n) ? String(n) : '');
  const [text, setText] = useState(show(value));
  useEffect(() => {
    setText((current) => (Number(current) === value && current !== '' ? current : show(value)));
  }, [value]);
  return (
    <Input
      type="number"
      step={step}
      inputMode="decimal"
      disabled={disabled}
      value={text}
      onBlur={onBlur}
      onChange={(_e, data) => {
        setText(data.value);
        onChange(data.value.trim() === '' ? Number.NaN : Number(data.value));
      }}
    />
  );
}
