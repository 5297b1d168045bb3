import {
  Badge,
  Button,
  Field,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import type { z } from 'zod';
import { friendInviteBodySchema } from '../../../domain/contracts/office-comms';
import { applyServerFieldErrors } from '../../../shell/lib/forms';
import { fieldErrorsOfResponse } from '../../../shell/lib/http';
import { AdminPage } from '../../shared/AdminPage';
import { fieldMessage } from '../../shared/FormDialog';
import { formatDate } from '../../shared/format';
import { EmptyState, ErrorState, LoadingState, Notice } from '../../shared/States';
import { useFriendInvites, useInviteScreen, useSendFriendInvite } from './api';
import { FormInput } from '../../shared/FormInput';

const useStyles = makeStyles({
  form: { display: 'grid', gap: '12px', maxWidth: '560px', marginBottom: '32px' },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '12px' },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
  h2: { fontSize: tokens.fontSizeBase500, margin: '0 0 12px' },
  table: { maxWidth: '900px' },
  sub: {
    display: 'block',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    overflowWrap: 'anywhere',
  },
  narrowHidden: { '@media (max-width: 599px)': { display: 'none' } },
});

type FormInput = z.input<typeof friendInviteBodySchema>;
type FormValues = z.output<typeof friendInviteBodySchema>;

/** a-vriend-uitnodigen: invite a colleague at another school to apply; the invites one sent. */
export function InvitePage() {
  const { t } = useInviteScreen();
  const { accountId = '' } = useParams();
  const styles = useStyles();
  const invites = useFriendInvites(accountId);
  const [notice, setNotice] = useState<string | null>(null);
  // Fluent's Input keeps its own copy of the text: after a reset the fields are mounted afresh.
  const [formKey, setFormKey] = useState(0);
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(friendInviteBodySchema),
    defaultValues: { name: '', email: '', schoolName: '' },
  });
  const send = useSendFriendInvite(accountId);
  const errors = form.formState.errors;
  const message = (m: string | undefined) => fieldMessage(t, 'invite.errors', m);
  const left = invites.data?.leftToday;
  const onField = send.isError && fieldErrorsOfResponse(send.error) !== undefined;

  return (
    <AdminPage title={t('invite.title')} intro={t('invite.intro')}>
      <Notice>{notice}</Notice>
      <form
        key={formKey}
        className={styles.form}
        noValidate
        aria-label={t('invite.title')}
        onSubmit={form.handleSubmit((values) => {
          setNotice(null);
          send.mutate(values, {
            onSuccess: (sent) => {
              setNotice(t('invite.sent', { email: sent.email }));
              form.reset();
              setFormKey((k) => k + 1);
            },
            onError: (error) => applyServerFieldErrors(error, form.setError),
          });
        })}
      >
        <Field label={t('invite.email')} required validationMessage={message(errors.email?.message)}>
          <FormInput type="email" autoComplete="off" control={form.control} name="email" />
        </Field>
        <Field
          label={t('invite.name')}
          hint={t('invite.optional')}
          validationMessage={message(errors.name?.message)}
        >
          <FormInput autoComplete="off" control={form.control} name="name" />
        </Field>
        <Field
          label={t('invite.schoolName')}
          hint={t('invite.optional')}
          validationMessage={message(errors.schoolName?.message)}
        >
          <FormInput autoComplete="off" control={form.control} name="schoolName" />
        </Field>
        {send.isError && !onField && <ErrorState error={send.error} />}
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={send.isPending || left === 0}>
            {t('invite.send')}
          </Button>
          {left !== undefined && (
            <p className={styles.muted}>
              {left === 0 ? t('invite.noneLeft') : t('invite.leftToday', { count: left })}
            </p>
          )}
        </div>
      </form>
      <section aria-labelledby="invites-heading">
        <h2 id="invites-heading" className={styles.h2}>
          {t('invite.listTitle')}
        </h2>
        {invites.isPending ? (
          <LoadingState />
        ) : invites.isError ? (
          <ErrorState error={invites.error} onRetry={() => void invites.refetch()} />
        ) : invites.data.invites.length === 0 ? (
          <EmptyState title={t('invite.empty')}>{t('invite.emptyText')}</EmptyState>
        ) : (
          <Table aria-label={t('invite.listTitle')} className={styles.table}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('invite.columns.who')}</TableHeaderCell>
                <TableHeaderCell className={styles.narrowHidden}>{t('invite.columns.sent')}</TableHeaderCell>
                <TableHeaderCell>{t('invite.columns.status')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {invites.data.invites.map((i) => (
                <TableRow key={i.id} data-testid={`invite-${i.email}`}>
                  <TableCell>
                    {i.name ?? i.email}
                    <span className={styles.sub}>
                      {[i.name ? i.email : null, i.schoolName].filter(Boolean).join(' · ')}
                    </span>
                  </TableCell>
                  <TableCell className={styles.narrowHidden}>{formatDate(i.createdAt)}</TableCell>
                  <TableCell>
                    <Badge appearance="tint" color={i.applied ? 'success' : 'informative'}>
                      {i.applied ? t('invite.applied') : t('invite.waiting')}
                    </Badge>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
    </AdminPage>
  );
}
