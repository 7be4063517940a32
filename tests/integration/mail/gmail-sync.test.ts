import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeGoogle } from '../support/fake-google';
import { gmailOnFake } from '../support/google-fixture';

let fake: FakeGoogle;
beforeEach(async () => {
  fake = await FakeGoogle.start();
});
afterEach(async () => fake.close());

describe('Gmail provider: polling new inbox messages through users.history', () => {
  it('starts from the profile history id without returning old mail', async () => {
    fake.gmail.deliver();
    const { provider } = gmailOnFake(fake);
    expect(await provider.pollNewMessages(null)).toEqual({ messageIds: [], cursor: String(fake.gmail.historyId) });
    expect(fake.requests.map((request) => request.path)).toEqual(['/gmail/v1/users/me/profile']);
  });

  it('returns inbox arrivals since the cursor and the new cursor', async () => {
    const { provider } = gmailOnFake(fake);
    const { cursor } = await provider.pollNewMessages(null);
    const first = fake.gmail.deliver();
    fake.gmail.deliver({ labelIds: ['SPAM'] });
    const second = fake.gmail.deliver();
    fake.clearRequests();

    const polled = await provider.pollNewMessages(cursor);
    expect(polled).toEqual({ messageIds: [first.id, second.id], cursor: String(fake.gmail.historyId) });
    const [request] = fake.requestsTo('/gmail/v1/users/me/history');
    expect(request!.query.get('startHistoryId')).toBe(cursor);
    expect(request!.query.getAll('historyTypes')).toEqual(['messageAdded']);
    expect(request!.query.get('labelId')).toBe('INBOX');

    expect(await provider.pollNewMessages(polled.cursor)).toEqual({ messageIds: [], cursor: polled.cursor });
  });

  it('follows history pages', async () => {
    const { provider } = gmailOnFake(fake);
    const { cursor } = await provider.pollNewMessages(null);
    const ids = [fake.gmail.deliver().id, fake.gmail.deliver().id, fake.gmail.deliver().id];
    fake.gmail.historyPageSize = 2;
    fake.clearRequests();
    expect((await provider.pollNewMessages(cursor)).messageIds).toEqual(ids);
    expect(fake.requestsTo('/gmail/v1/users/me/history').map((request) => request.query.get('pageToken'))).toEqual([null, '2']);
  });

  it('starts again from now when the cursor is older than the history Gmail keeps (404)', async () => {
    const { provider } = gmailOnFake(fake);
    fake.gmail.deliver();
    fake.gmail.oldestHistoryId = fake.gmail.historyId;
    expect(await provider.pollNewMessages('5')).toEqual({ messageIds: [], cursor: String(fake.gmail.historyId) });
  });
});
