import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentReleases, studentPractice, users } from '../../server/db/schema';
import { BLOB_CATALOG } from '../../src/domain';
import { CONTENT_PATHS as P } from '../../src/domain/contracts/content';
import type { BlobBody, BlobRecord, ContentStatus, ContentVersion } from '../../src/domain/contracts/content';
import { PRACTICE_PATHS } from '../../src/domain/contracts/practice';
import type { SavingsCardResponse } from '../../src/domain/contracts/practice';
import { hashPassword } from '../../server/identity/passwords';
import { login } from './helpers/auth';
import { as, createSchool, createStaff, type TestSchool, type TestUser } from './helpers/practice';
import { requestAs, type Method } from './helpers/content';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The savings blobs as content (ontwikkel/spaarkaarten): drafts, checks, publish, rollback, the child's shop. */
let t: TestApp;
let school: TestSchool;
let office: TestUser;
let superadmin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  // An installation whose version 1 was published before blobs were content: its document has no list.
  await t.database.db
    .update(contentReleases)
    .set({ content: sql`${contentReleases.content} - 'blobs'` })
    .where(eq(contentReleases.version, 1));
  school = await createSchool(t, 'blobs', 3, '5');
  office = await createStaff(t, 'office', 'kantoor.blobs');
  superadmin = await createStaff(t, 'superadmin', 'super.blobs');
});
afterAll(async () => t.close());

const request = (method: Method, url: string, user?: TestUser, body?: unknown) =>
  requestAs(t, method, url, user, body);
const list = async () => (await request('GET', P.blobs, office)).json().blobs as BlobRecord[];
const status = async () => (await request('GET', P.status, office)).json() as ContentStatus;
const shop = async (child: TestUser) =>
  (await request('GET', PRACTICE_PATHS.savingsCard(child.id), child)).json() as SavingsCardResponse;
const buy = (child: TestUser, blobId: string) =>
  request('POST', PRACTICE_PATHS.buyBlob(child.id), child, { blobId });
async function giveCoins(child: TestUser, coins: number) {
  await t.database.db
    .insert(studentPractice)
    .values({ studentId: child.id, accountId: school.accountId, coins })
    .onConflictDoUpdate({ target: studentPractice.studentId, set: { coins } });
}

const dragon: BlobBody = {
  name: { nl: 'Vuurspuwer', en: 'Fire breather' },
  price: 45,
  rarity: 'rare',
  available: true,
  look: {
    colour: '#e5384f',
    shape: 'round',
    eyes: 'big',
    mouth: 'grin',
    accessory: 'crown',
    accessoryColour: '#ffd23f',
  },
};
let created: BlobRecord;

describe('who may develop blobs', () => {
  it('refuses school roles and children with 403 and anonymous callers with 401, on every route', async () => {
    const [admin] = await t.database.db
      .insert(users)
      .values({
        role: 'schooladmin',
        username: 'beheer.blobs',
        displayName: 'Beheer',
        passwordHash: await hashPassword('beheer-test'),
        accountId: school.accountId,
      })
      .returning({ id: users.id });
    const schoolAdmin = {
      id: admin!.id,
      username: 'beheer.blobs',
      token: await login(t, 'beheer.blobs', 'beheer-test'),
    };
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', P.blobs],
      ['POST', P.blobs, dragon],
      ['PUT', P.blob('blob-bol'), dragon],
      ['DELETE', P.blob('blob-bol')],
    ];
    for (const [method, url, body] of calls) {
      for (const user of [schoolAdmin, school.docent, school.students[0]!])
        expect((await request(method, url, user, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await request(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await request('GET', P.blobs, superadmin)).statusCode).toBe(200);
    expect((await status()).drafts).toEqual([]);
  });
});

describe('an installation published before blobs were content', () => {
  it('reads version 1 as the code’s blobs, in the office list and in the child’s shop', async () => {
    const [row] = await t.database.db.select().from(contentReleases).where(eq(contentReleases.version, 1));
    expect(row!.content).not.toHaveProperty('blobs');
    const blobs = await list();
    expect(blobs.map((b) => b.id)).toEqual(BLOB_CATALOG.map((b) => b.id));
    expect(blobs.every((b) => !b.draft && !b.isNew && b.published === null)).toBe(true);
    expect(blobs.find((b) => b.id === 'blob-zon')).toMatchObject({
      price: 25,
      look: { shape: 'small', accessory: 'rays' },
    });
    const card = await shop(school.students[0]!);
    expect(card.catalog.map((b) => b.id)).toEqual(BLOB_CATALOG.map((b) => b.id));
    expect(card.catalog[0]).toMatchObject({ id: 'blob-bol', available: true, look: { shape: 'round' } });
  });
});

describe('making a blob', () => {
  it('refuses a body that does not fit with 400 naming the field, saving nothing', async () => {
    const bad = async (body: unknown) => {
      const res = await request('POST', P.blobs, office, body);
      expect(res.statusCode).toBe(400);
      return Object.keys(res.json().errors as Record<string, string>);
    };
    expect(await bad({ ...dragon, price: 0 })).toEqual(['price']);
    expect(await bad({ ...dragon, price: 12.5 })).toEqual(['price']);
    expect(await bad({ ...dragon, name: { nl: '', en: 'x' } })).toEqual(['name.nl']);
    expect(await bad({ ...dragon, look: { ...dragon.look, colour: 'rood' } })).toEqual(['look.colour']);
    expect(await bad({ ...dragon, look: { ...dragon.look, accessory: 'jetpack' } })).toEqual([
      'look.accessory',
    ]);
    expect(await bad({ ...dragon, id: 'blob-eigen' })).toHaveLength(1);
    const put = await request('PUT', P.blob('blob-bol'), office, { ...dragon, rarity: 'mythic' });
    expect(put.statusCode).toBe(400);
    expect(put.json().errors).toHaveProperty('rarity');
    expect((await request('PUT', P.blob('blob-bestaat-niet'), office, dragon)).statusCode).toBe(404);
    expect((await status()).drafts).toEqual([]);
  });

  it('saves a new blob as a draft with an id from its name; children do not see it yet', async () => {
    const res = await request('POST', P.blobs, office, dragon);
    expect(res.statusCode).toBe(201);
    created = res.json() as BlobRecord;
    expect(created).toMatchObject({
      ...dragon,
      id: 'blob-vuurspuwer',
      draft: true,
      isNew: true,
      published: null,
    });
    expect((await request('POST', P.blobs, office, dragon)).json().id).toBe('blob-vuurspuwer-2');
    expect((await request('DELETE', P.blob('blob-vuurspuwer-2'), office)).statusCode).toBe(204);
    expect((await list()).map((b) => b.id)).not.toContain('blob-vuurspuwer-2');

    const drafts = (await status()).drafts;
    expect(drafts).toEqual([
      expect.objectContaining({
        kind: 'blob',
        id: 'blob-vuurspuwer',
        change: 'added',
        updatedBy: { name: 'kantoor.blobs' },
      }),
    ]);
    expect((await list()).find((b) => b.id === created.id)).toMatchObject({ draft: true, price: 45 });
    const card = await shop(school.students[0]!);
    expect(card.catalog.map((b) => b.id)).not.toContain(created.id);
    await giveCoins(school.students[0]!, 100);
    expect((await buy(school.students[0]!, created.id)).statusCode).toBe(404);
  });

  it('refuses removing a published blob with 422 naming the field and the reason, changing nothing', async () => {
    const before = await status();
    const res = await request('DELETE', P.blob('blob-vos'), office);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/Spaarblob blob-vos, available: kan niet weg.*niet meer te koop/);
    expect(res.json().errors).toEqual({ available: 'blobRemoved' });
    const english = await t.client.request({
      method: 'DELETE',
      url: P.blob('blob-vos'),
      headers: { ...as(office).headers, 'accept-language': 'en' },
    });
    expect(english.json().message).toMatch(/Savings blob blob-vos, available: cannot be removed/);
    expect(await status()).toEqual(before);
    expect((await list()).map((b) => b.id)).toContain('blob-vos');
  });

  it('an edit is a draft against the published blob; saving it back drops the draft', async () => {
    const fox = (await list()).find((b) => b.id === 'blob-vos')!;
    const { id: _id, published: _p, draft: _d, isNew: _n, ...body } = fox;
    const dearer = await request('PUT', P.blob('blob-vos'), office, { ...body, price: 150 });
    expect(dearer.statusCode).toBe(200);
    expect(dearer.json()).toMatchObject({ price: 150, draft: true, published: { price: 140 } });
    const back = await request('PUT', P.blob('blob-vos'), office, body);
    expect(back.json()).toMatchObject({ price: 140, draft: false, published: null });
    expect((await status()).drafts.map((d) => d.id)).toEqual([created.id]);
  });
});

describe('publishing and rolling back', () => {
  let published: number;

  it('publish puts the new blob in the child’s shop with its look, and it can be bought', async () => {
    const res = await request('POST', P.publish, office, { note: 'Een nieuwe blob' });
    expect(res.statusCode).toBe(200);
    published = (res.json() as ContentVersion).version;
    expect(published).toBe(2);
    expect((res.json() as ContentVersion).changes).toEqual([
      { kind: 'blob', id: created.id, change: 'added', fields: [] },
    ]);
    const child = school.students[0]!;
    const card = await shop(child);
    expect(card.catalog.find((b) => b.id === created.id)).toEqual({
      id: created.id,
      name: dragon.name,
      price: 45,
      rarity: 'rare',
      available: true,
      look: dragon.look,
    });
    // Cheapest first: the new blob at 45 sits between the 40 and 50 coin blobs.
    const prices = card.catalog.map((b) => b.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const bought = await buy(child, created.id);
    expect(bought.statusCode).toBe(200);
    expect(bought.json()).toMatchObject({ coins: 55, owned: [created.id] });
    // Once published it may be owned: removing it is refused from now on.
    expect((await request('DELETE', P.blob(created.id), office)).statusCode).toBe(422);
  });

  it('a blob no longer available is not sold, but stays with the children who own it', async () => {
    const [owner, other] = [school.students[0]!, school.students[1]!];
    await giveCoins(owner, 100);
    expect((await buy(owner, 'blob-bol')).statusCode).toBe(200);
    const bol = (await list()).find((b) => b.id === 'blob-bol')!;
    const { id: _id, published: _p, draft: _d, isNew: _n, ...body } = bol;
    expect((await request('PUT', P.blob('blob-bol'), office, { ...body, available: false })).statusCode).toBe(
      200,
    );
    expect((await request('POST', P.publish, superadmin, {})).json().version).toBe(3);

    expect((await shop(other)).catalog.map((b) => b.id)).not.toContain('blob-bol');
    expect((await shop(owner)).catalog.find((b) => b.id === 'blob-bol')).toMatchObject({ available: false });
    await giveCoins(other, 100);
    const refused = await buy(other, 'blob-bol');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/niet meer te koop/);
    expect((await shop(other)).coins).toBe(100);
  });

  it('a rollback takes the new blob out of the shop again; who bought it keeps it', async () => {
    const res = await request('POST', P.rollback('1'), superadmin, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: 4, restoredFrom: 1 });
    const [owner, other] = [school.students[0]!, school.students[1]!];
    const otherShop = await shop(other);
    expect(otherShop.catalog.map((b) => b.id)).not.toContain(created.id);
    expect(otherShop.catalog.map((b) => b.id)).toContain('blob-bol');
    expect((await buy(other, created.id)).statusCode).toBe(409);
    const ownerShop = await shop(owner);
    expect(ownerShop.owned).toEqual([created.id, 'blob-bol']);
    expect(ownerShop.catalog.find((b) => b.id === created.id)).toMatchObject({
      available: false,
      look: dragon.look,
    });
    // The office still lists it, retired, so it can be put on sale again.
    expect((await list()).find((b) => b.id === created.id)).toMatchObject({
      available: false,
      draft: false,
      isNew: false,
    });
  });
});
