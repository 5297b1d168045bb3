import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { EdexmlSummary } from '../../../src/domain/contracts/roster';
import { pickUsername, usernameBase } from '../../../src/domain/roster/names';
import type { PasswordLanguage } from '../../../src/domain/roster/passwords';
import type { Database } from '../../db/connection';
import { accounts, groupMembers, groups, groupTeachers, users } from '../../db/schema';
import type { PasswordSealer } from '../../identity/sealed-passwords';
import { makeChildPassword, NO_PASSWORD, takenUsernames, trashStudent } from '../roster/students';
import { licenceUse, roomProblem } from '../licences/enforce';
import { chooseGroups, rememberChoice, rememberedChoice, type EdexmlChoiceGroup } from './choice';
import { EdexmlError, type EdexmlFile } from './parse';

/**
 * A file of another school than the account's (its brincode or instellingsnummer differs), or, for an
 * account without a code yet, of a school whose code another account already holds.
 */
export class OtherSchoolError extends Error {
  constructor(
    readonly file: SchoolCode,
    /** The account's code (null when it has none yet) and country. */
    readonly account: { code: string | null; country: 'NL' | 'BE' },
    readonly code: 'otherSchool' | 'schoolCodeTaken' = 'otherSchool',
  ) {
    super(code);
  }
}

/** A school's code and the country that says what kind it is (BRIN in NL, instellingsnummer in BE). */
export interface SchoolCode {
  code: string;
  country: 'NL' | 'BE';
}

/** The chosen groups need more places than the licence has (or it has ended): nothing is changed. */
export class LicenceRefusal extends Error {
  constructor(readonly seats: EdexmlSummary['seats']) {
    super(seats.problem ?? 'licence');
  }
}

interface Plan {
  summary: EdexmlSummary;
  choice: EdexmlChoiceGroup[];
  saveSchoolCode: string | null;
  newGroups: {
    id: string;
    key: string;
    name: string;
    yearGroup: string | null;
    kind: 'group' | 'combination';
  }[];
  groupUpdates: { id: string; key: string; name: string; yearGroup: string | null; unarchive: boolean }[];
  newStudents: {
    id: string;
    key: string;
    eckidHash: string | null;
    displayName: string;
    username: string;
    groupId: string;
  }[];
  studentUpdates: {
    id: string;
    key: string;
    eckidHash: string | null;
    displayName: string;
    groupId: string;
    restore: boolean;
  }[];
  gone: string[];
  membershipsAdded: { groupId: string; studentId: string }[];
  membershipsRemoved: { groupId: string; studentId: string }[];
  teacherLinks: { groupId: string; userId: string }[];
}

const normalCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

async function codeHeldElsewhere(db: Database, scope: string, code: string): Promise<boolean> {
  const [other] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(sql`upper(replace(${accounts.brin}, ' ', '')) = ${code}`, ne(accounts.id, scope)))
    .limit(1);
  return !!other;
}

/**
 * Compares a parsed file with the account (reads only), for the chosen groups (`requested` keys, or
 * the remembered choice and the default rule; choice.ts): groups by `key` (a hand-made group of the
 * same name without a key is adopted), students by `key`, then by eckid hash. Students of the account
 * with a key that the file no longer holds (or marks as left, H) go to the trash; students added by
 * hand (no key), pupils of the file without a group and pupils of groups not chosen are left alone.
 * Groups not chosen are neither made nor changed. The seats say what the change takes of the licence.
 */
async function computePlan(
  db: Database,
  scope: string,
  file: EdexmlFile,
  dryRun: boolean,
  requested: readonly string[] | null,
): Promise<Plan> {
  const [account] = await db
    .select({ brin: accounts.brin, country: accounts.country, kind: accounts.kind })
    .from(accounts)
    .where(eq(accounts.id, scope));
  if (!account) throw new EdexmlError('missingElement', 'school');
  const accountCode = account.brin ? normalCode(account.brin) : '';
  // A Flemish file (instellingsnummer) never belongs to a Dutch account, nor the other way round.
  if ((accountCode && accountCode !== normalCode(file.schoolCode)) || account.country !== file.country) {
    throw new OtherSchoolError(
      { code: file.schoolCode, country: file.country },
      { code: account.brin, country: account.country },
    );
  }
  if (!accountCode && (await codeHeldElsewhere(db, scope, normalCode(file.schoolCode)))) {
    throw new OtherSchoolError(
      { code: file.schoolCode, country: file.country },
      { code: null, country: account.country },
      'schoolCodeTaken',
    );
  }

  const warnings: EdexmlSummary['warnings'] = [];
  const warn = (
    code: EdexmlSummary['warnings'][number]['code'],
    examples: string[],
    count = examples.length,
  ) => {
    if (count > 0) warnings.push({ code, count, examples: examples.slice(0, 10) });
  };

  const choice = chooseGroups(file, requested, await rememberedChoice(db, scope));
  const chosenKeys = new Set(choice.filter((g) => g.chosen).map((g) => g.key));

  // Groups.
  const existingGroups = await db
    .select({
      id: groups.id,
      name: groups.name,
      yearGroup: groups.yearGroup,
      kind: groups.kind,
      externalKey: groups.externalKey,
      archivedAt: groups.archivedAt,
    })
    .from(groups)
    .where(eq(groups.accountId, scope));
  const groupByKey = new Map(existingGroups.filter((g) => g.externalKey).map((g) => [g.externalKey!, g]));
  const claimedGroups = new Set<string>();
  const groupIdByKey = new Map<string, string>();
  const groupNameById = new Map(existingGroups.map((g) => [g.id, g.name]));
  const plan: Omit<Plan, 'summary' | 'choice'> = {
    saveSchoolCode: accountCode ? null : normalCode(file.schoolCode),
    newGroups: [],
    groupUpdates: [],
    newStudents: [],
    studentUpdates: [],
    gone: [],
    membershipsAdded: [],
    membershipsRemoved: [],
    teacherLinks: [],
  };
  const groupsChanged: EdexmlSummary['groups']['changed'] = [];
  for (const fg of file.groups.filter((g) => chosenKeys.has(g.key))) {
    const found =
      groupByKey.get(fg.key) ??
      existingGroups.find(
        (g) => !g.externalKey && g.kind === fg.kind && !claimedGroups.has(g.id) && sameName(g.name, fg.name),
      );
    if (!found) {
      const id = randomUUID();
      plan.newGroups.push({ id, ...fg });
      groupIdByKey.set(fg.key, id);
      groupNameById.set(id, fg.name);
      continue;
    }
    claimedGroups.add(found.id);
    groupIdByKey.set(fg.key, found.id);
    groupNameById.set(found.id, fg.name);
    const yearGroup = fg.kind === 'group' ? fg.yearGroup : found.yearGroup;
    if (
      found.name !== fg.name ||
      found.yearGroup !== yearGroup ||
      found.archivedAt !== null ||
      found.externalKey !== fg.key
    ) {
      plan.groupUpdates.push({
        id: found.id,
        key: fg.key,
        name: fg.name,
        yearGroup,
        unarchive: !!found.archivedAt,
      });
      groupsChanged.push({
        id: found.id,
        key: fg.key,
        name: fg.name,
        yearGroup,
        kind: fg.kind,
        from: { name: found.name, yearGroup: found.yearGroup },
      });
    }
  }
  // Groups an earlier import made that the file no longer holds stay (with their students' history);
  // the school hears of them and archives them itself when they are done with.
  const fileGroupKeys = new Set(file.groups.map((g) => g.key));
  warn(
    'groupsNotInFile',
    existingGroups
      .filter((g) => g.externalKey && !g.archivedAt && !fileGroupKeys.has(g.externalKey))
      .map((g) => g.name),
  );

  // Students.
  const existing = await db
    .select({
      id: users.id,
      displayName: users.displayName,
      groupId: users.groupId,
      externalKey: users.externalKey,
      eckidHash: users.eckidHash,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(and(eq(users.accountId, scope), eq(users.role, 'leerling')));
  const byKey = new Map(existing.filter((s) => s.externalKey).map((s) => [s.externalKey!, s]));
  const byEckid = new Map(existing.filter((s) => s.eckidHash).map((s) => [s.eckidHash!, s]));
  const find = (ref: { key: string; eckidHash: string | null }) =>
    byKey.get(ref.key) ?? (ref.eckidHash ? byEckid.get(ref.eckidHash) : undefined);
  const claimed = new Set<string>();
  for (const ref of file.skipped.noGroup) {
    const s = find(ref);
    if (s) claimed.add(s.id); // still at the school, only not placed in a group: left where they are
  }
  // Pupils of groups the school does not import: known ones stay as they are, new ones stay out.
  const imported = file.students.filter((fs) => chosenKeys.has(fs.groupKey));
  const notChosenKnown: string[] = [];
  for (const fs of file.students) {
    if (chosenKeys.has(fs.groupKey)) continue;
    const s = find(fs);
    if (s && !claimed.has(s.id)) {
      claimed.add(s.id);
      if (!s.deletedAt) notChosenKnown.push(s.displayName);
    }
  }
  const taken = await takenUsernames(db, scope);
  const summaryStudents: EdexmlSummary['students'] = { new: [], changed: [], moved: [], gone: [], back: [] };
  const studentIdByKey = new Map<string, string>();
  for (const fs of imported) {
    const groupId = groupIdByKey.get(fs.groupKey)!;
    const groupName = groupNameById.get(groupId) ?? null;
    const found = find(fs);
    if (!found || claimed.has(found.id)) {
      const id = randomUUID();
      const username = pickUsername(usernameBase(fs.firstName, fs.lastInitial), taken);
      plan.newStudents.push({
        id,
        key: fs.key,
        eckidHash: fs.eckidHash,
        displayName: fs.displayName,
        username,
        groupId,
      });
      summaryStudents.new.push({
        id: dryRun ? null : id,
        displayName: fs.displayName,
        group: groupName,
        username,
      });
      studentIdByKey.set(fs.key, id);
      continue;
    }
    claimed.add(found.id);
    studentIdByKey.set(fs.key, found.id);
    const restore = found.deletedAt !== null;
    const renamed = found.displayName !== fs.displayName;
    const moved = found.groupId !== groupId;
    const ref = { id: found.id, displayName: fs.displayName, group: groupName };
    if (restore) summaryStudents.back.push(ref);
    if (renamed) summaryStudents.changed.push({ ...ref, from: found.displayName });
    if (moved) {
      summaryStudents.moved.push({
        ...ref,
        from: found.groupId ? (groupNameById.get(found.groupId) ?? null) : null,
      });
    }
    if (
      restore ||
      renamed ||
      moved ||
      found.externalKey !== fs.key ||
      (fs.eckidHash && found.eckidHash !== fs.eckidHash)
    ) {
      plan.studentUpdates.push({
        id: found.id,
        key: fs.key,
        eckidHash: fs.eckidHash ?? found.eckidHash,
        displayName: fs.displayName,
        groupId,
        restore,
      });
    }
  }
  for (const s of existing) {
    if (!s.externalKey || s.deletedAt || claimed.has(s.id)) continue;
    plan.gone.push(s.id);
    summaryStudents.gone.push({
      id: s.id,
      displayName: s.displayName,
      group: s.groupId ? (groupNameById.get(s.groupId) ?? null) : null,
    });
  }

  // Chosen combination groups of the file: their members are exactly the imported pupils that name them.
  const combinationIds = file.groups
    .filter((g) => g.kind === 'combination' && chosenKeys.has(g.key))
    .map((g) => groupIdByKey.get(g.key)!);
  const wanted = new Set<string>();
  for (const fs of imported) {
    for (const key of fs.combinationKeys.filter((k) => chosenKeys.has(k)))
      wanted.add(`${groupIdByKey.get(key)}|${studentIdByKey.get(fs.key)}`);
  }
  const fileStudentIds = new Set(studentIdByKey.values());
  const memberRows = combinationIds.length
    ? await db
        .select({ groupId: groupMembers.groupId, studentId: groupMembers.studentId })
        .from(groupMembers)
        .where(and(eq(groupMembers.accountId, scope), inArray(groupMembers.groupId, combinationIds)))
    : [];
  const have = new Set(memberRows.map((m) => `${m.groupId}|${m.studentId}`));
  for (const m of memberRows) {
    if (fileStudentIds.has(m.studentId) && !wanted.has(`${m.groupId}|${m.studentId}`))
      plan.membershipsRemoved.push(m);
  }
  for (const pair of wanted) {
    if (have.has(pair)) continue;
    const [groupId, studentId] = pair.split('|') as [string, string];
    plan.membershipsAdded.push({ groupId, studentId });
  }

  // Teachers: known ones (by e-mail) get the file's groups; new ones are listed to be invited.
  const staff = await db
    .select({ id: users.id, email: users.email, name: users.displayName })
    .from(users)
    .where(
      and(
        eq(users.accountId, scope),
        inArray(users.role, ['docent', 'schooladmin']),
        isNull(users.deactivatedAt),
      ),
    );
  const staffByEmail = new Map(staff.filter((u) => u.email).map((u) => [u.email!.toLowerCase(), u]));
  const links = staff.length
    ? await db
        .select({ groupId: groupTeachers.groupId, userId: groupTeachers.userId })
        .from(groupTeachers)
        .where(eq(groupTeachers.accountId, scope))
    : [];
  const linked = new Set(links.map((l) => `${l.groupId}|${l.userId}`));
  const teachers: EdexmlSummary['teachers'] = { new: [], changed: [] };
  // Teachers of the chosen groups only; one who teaches no group in the file may still be invited.
  const fileTeachers = file.teachers.filter(
    (ft) => !ft.groupKeys.length || ft.groupKeys.some((k) => chosenKeys.has(k)),
  );
  for (const ft of fileTeachers) {
    const groupIds = ft.groupKeys.filter((k) => chosenKeys.has(k)).map((k) => groupIdByKey.get(k)!);
    const user = ft.email ? staffByEmail.get(ft.email) : undefined;
    if (!user) {
      teachers.new.push({
        name: ft.name,
        email: ft.email,
        groups: groupIds.map((id) => groupNameById.get(id)!),
        // A preview's new groups have no ids yet; after an apply the screen invites with these.
        groupIds: dryRun ? [] : groupIds,
      });
      continue;
    }
    const missing = groupIds.filter((id) => !linked.has(`${id}|${user.id}`));
    if (!missing.length) continue;
    for (const groupId of missing) plan.teacherLinks.push({ groupId, userId: user.id });
    teachers.changed.push({
      id: user.id,
      name: user.name,
      email: user.email!,
      groups: missing.map((id) => groupNameById.get(id)!),
    });
  }

  warn(
    'noGroup',
    file.skipped.noGroup.map((s) => s.firstName),
  );
  warn('left', [], file.skipped.left.length);
  warn('unknownYearGroup', file.unknownYearGroups);
  warn(
    'teacherNoEmail',
    fileTeachers.filter((t) => !t.email).map((t) => t.name),
  );
  warn('notChosen', notChosenKnown);
  if (plan.saveSchoolCode) warn('schoolCodeSaved', [plan.saveSchoolCode]);
  warn('passwordsPending', [], plan.newStudents.length);

  // The licence counts students not in the trash: new ones and restored ones come in, gone ones leave.
  const needed =
    plan.newStudents.length + plan.studentUpdates.filter((s) => s.restore).length - plan.gone.length;
  const use = await licenceUse(db, scope);
  const max = use.state === 'active' || use.state === 'trial' ? (use.licence?.maxStudents ?? null) : null;
  const summary: EdexmlSummary = {
    dryRun,
    choice: { groups: choice },
    seats: {
      chosenGroups: chosenKeys.size,
      chosenStudents: imported.length,
      needed,
      state: use.state,
      used: use.used,
      max,
      free: use.state === 'expired' ? 0 : max === null ? null : Math.max(0, max - use.used),
      problem: roomProblem(use, needed),
    },
    file: {
      version: file.version,
      country: file.country,
      schoolCode: file.schoolCode,
      groups: file.groups.length,
      students: file.students.length,
      teachers: file.teachers.length,
    },
    counts: {
      groupsNew: plan.newGroups.length,
      groupsChanged: groupsChanged.length,
      studentsNew: summaryStudents.new.length,
      studentsChanged: summaryStudents.changed.length,
      studentsMoved: summaryStudents.moved.length,
      studentsGone: summaryStudents.gone.length,
      studentsBack: summaryStudents.back.length,
      membershipsAdded: plan.membershipsAdded.length,
      membershipsRemoved: plan.membershipsRemoved.length,
      teachersChanged: teachers.changed.length,
    },
    groups: {
      new: plan.newGroups.map(({ key, name, yearGroup, kind }) => ({ key, name, yearGroup, kind })),
      changed: groupsChanged,
    },
    students: summaryStudents,
    teachers,
    warnings,
  };
  return { ...plan, choice, summary };
}

const CHUNK = 500;
function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

async function applyPlan(
  tx: Database,
  scope: string,
  plan: Plan,
  sealer: PasswordSealer,
  language: PasswordLanguage,
): Promise<void> {
  const now = new Date();
  if (plan.saveSchoolCode) {
    await tx
      .update(accounts)
      .set({ brin: plan.saveSchoolCode, updatedAt: now })
      .where(eq(accounts.id, scope));
  }
  for (const part of chunks(plan.newGroups)) {
    await tx.insert(groups).values(
      part.map((g) => ({
        id: g.id,
        accountId: scope,
        name: g.name,
        yearGroup: g.yearGroup,
        kind: g.kind,
        externalKey: g.key,
      })),
    );
  }
  for (const g of plan.groupUpdates) {
    await tx
      .update(groups)
      .set({
        name: g.name,
        yearGroup: g.yearGroup,
        externalKey: g.key,
        ...(g.unarchive ? { archivedAt: null } : {}),
        updatedAt: now,
      })
      .where(and(eq(groups.id, g.id), eq(groups.accountId, scope)));
  }
  // New students get a child-friendly password (the same maker as adding by hand), sealed so the
  // teacher sees it at once; its argon2 hash follows after the answer (pending-passwords.ts).
  for (const part of chunks(plan.newStudents)) {
    await tx.insert(users).values(
      part.map((s) => ({
        id: s.id,
        role: 'leerling' as const,
        accountId: scope,
        groupId: s.groupId,
        displayName: s.displayName,
        username: s.username,
        passwordHash: NO_PASSWORD,
        passwordSealed: sealer.seal(makeChildPassword(language)),
        externalKey: s.key,
        eckidHash: s.eckidHash,
      })),
    );
  }
  for (const s of plan.studentUpdates) {
    await tx
      .update(users)
      .set({
        displayName: s.displayName,
        groupId: s.groupId,
        externalKey: s.key,
        eckidHash: s.eckidHash,
        ...(s.restore ? { deletedAt: null } : {}),
        updatedAt: now,
      })
      .where(and(eq(users.id, s.id), eq(users.accountId, scope), eq(users.role, 'leerling')));
  }
  // Gone from the file: to the trash, exactly as deleting a student by hand does.
  for (const id of plan.gone) await trashStudent(tx, scope, id);
  for (const m of plan.membershipsRemoved) {
    await tx
      .delete(groupMembers)
      .where(
        and(
          eq(groupMembers.accountId, scope),
          eq(groupMembers.groupId, m.groupId),
          eq(groupMembers.studentId, m.studentId),
        ),
      );
  }
  for (const part of chunks(plan.membershipsAdded)) {
    await tx
      .insert(groupMembers)
      .values(part.map((m) => ({ ...m, accountId: scope })))
      .onConflictDoNothing();
  }
  for (const part of chunks(plan.teacherLinks)) {
    await tx
      .insert(groupTeachers)
      .values(part.map((l) => ({ ...l, accountId: scope })))
      .onConflictDoNothing();
  }
}

/**
 * The EDEXML sync, preview and apply in one: with `dryRun` it only reads and answers what would
 * change; without, it computes the same plan inside one transaction (the account row locked, so two
 * imports or an import and a teacher adding 'sam' cannot collide) and carries it out. A refused file
 * changes nothing. New students are committed with a sealed password and no hash yet: the caller has
 * them hashed after the answer (`app.pendingPasswords`); until then they sign in with their login card.
 */
export async function syncEdexml(
  db: Database,
  sealer: PasswordSealer,
  scope: string,
  file: EdexmlFile,
  options: {
    dryRun: boolean;
    language: PasswordLanguage;
    /** The keys of the groups to import; null: the remembered choice and the default rule. */
    groups: readonly string[] | null;
    /** Runs in the import's transaction once it is carried out (the audit record). */
    onApplied?: (
      tx: Database,
      applied: { summary: EdexmlSummary; goneStudentIds: string[] },
    ) => Promise<void>;
  },
): Promise<EdexmlSummary> {
  if (options.dryRun) return (await computePlan(db, scope, file, true, options.groups)).summary;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from accounts where id = ${scope} for update`);
    const plan = await computePlan(tx as unknown as Database, scope, file, false, options.groups);
    // The same check the preview showed, now under the account's lock: never the client's word.
    if (plan.summary.seats.problem) throw new LicenceRefusal(plan.summary.seats);
    await applyPlan(tx as unknown as Database, scope, plan, sealer, options.language);
    await rememberChoice(tx as unknown as Database, scope, plan.choice);
    await options.onApplied?.(tx as unknown as Database, {
      summary: plan.summary,
      goneStudentIds: plan.gone,
    });
    return plan.summary;
  });
}
