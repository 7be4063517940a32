import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resolveLabelIds } from '../../../activities/agents/executors/label-ids';
import { createDemoProvider } from '../../../activities/mail/demo/demo-provider';
import { createImapProvider } from '../../../activities/mail/imap/provider';
import type { MailProvider } from '../../../activities/mail/provider';
import { FakeGoogle } from '../support/fake-google';
import { gmailOnFake } from '../support/google-fixture';
import { demoAccountId, findMessageId } from '../support/mail-helpers';
import { startMailServers, type MailServers } from '../support/mail-servers';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

/** An e-mail action names labels the way a person does; each real provider gets its own label ids. */
describe('label names in e-mail actions', () => {
  describe('demo mailbox', () => {
    let t: TestApp;
    let mailbox: MailProvider;
    let cookie: string;
    let accountId: string;

    beforeAll(async () => {
      t = await createTestApp();
      const user = await signUpUser(t.app);
      cookie = user.cookie;
      accountId = await demoAccountId(t.app, cookie);
      mailbox = createDemoProvider(t.database.db, { id: accountId, userId: user.user.id, email: user.user.email, name: user.user.fullName });
    });
    afterAll(async () => t?.close());

    it('creates a label named for the first time, then finds it by name in any letter case', async () => {
      expect(await mailbox.listLabels()).toEqual([]);
      const first = await resolveLabelIds(mailbox, { add: ['Hearing', 'STARRED'], remove: [] });
      const labels = await mailbox.listLabels();
      expect(labels).toEqual([expect.objectContaining({ name: 'Hearing', type: 'user' })]);
      expect(first).toEqual({ add: [labels[0]!.id, 'STARRED'], remove: [] });

      expect(await resolveLabelIds(mailbox, { add: [' hearing '], remove: [labels[0]!.id] })).toEqual({ add: [labels[0]!.id], remove: [labels[0]!.id] });
      expect(await mailbox.listLabels()).toHaveLength(1);
    });

    it('labels the message with the resolved id, and leaves out names to remove that no label has', async () => {
      const messageId = await findMessageId(t.app, cookie, accountId, 'Lien Conference');
      const { add, remove } = await resolveLabelIds(mailbox, { add: ['Lien claims'], remove: ['No such label'] });
      expect(remove).toEqual([]);
      await mailbox.modifyLabels(messageId, add, remove);
      expect((await mailbox.getMessage(messageId)).labels).toContain(add[0]);
    });

    it('refuses a blank label name without calling the provider', async () => {
      await expect(resolveLabelIds(mailbox, { add: ['  '], remove: [] })).rejects.toMatchObject({ message: 'A label to add or remove has no name.', nonRetryable: true });
    });
  });

  describe('Gmail', () => {
    let fake: FakeGoogle;
    beforeEach(async () => {
      fake = await FakeGoogle.start();
    });
    afterEach(async () => fake.close());

    it('uses the id of an existing label (Label_n) and creates the missing one', async () => {
      const hearings = fake.gmail.addUserLabel('Hearings');
      const message = fake.gmail.add({});
      const { provider } = gmailOnFake(fake);
      const resolved = await resolveLabelIds(provider, { add: ['hearings', 'Depositions', 'IMPORTANT'], remove: [] });
      const created = fake.gmail.labels.find((label) => label.name === 'Depositions');
      expect(resolved).toEqual({ add: [hearings.id, created!.id, 'IMPORTANT'], remove: [] });
      expect(fake.requestsTo('/gmail/v1/users/me/labels', 'POST').map((request) => request.body)).toEqual([expect.objectContaining({ name: 'Depositions' })]);

      await provider.modifyLabels(message.id, resolved.add, resolved.remove);
      expect(message.labelIds).toEqual(expect.arrayContaining([hearings.id, created!.id, 'IMPORTANT']));
    });

    it('asks Gmail nothing when only label ids are given, and never makes a label named like an id', async () => {
      const { provider } = gmailOnFake(fake);
      expect(await resolveLabelIds(provider, { add: ['STARRED', 'Label_99'], remove: ['UNREAD'] })).toEqual({ add: ['STARRED', 'Label_99'], remove: ['UNREAD'] });
      expect(fake.requestsTo(/\/labels/)).toEqual([]);
    });
  });

  describe('IMAP', () => {
    let servers: MailServers;
    let provider: MailProvider;
    beforeAll(async () => {
      servers = await startMailServers();
      await servers.imap.append('From: Clerk <clerk@wcab.example.gov>\r\nTo: maria@firm.example.com\r\nSubject: Notice of Hearing ADJ7654321\r\n\r\nA hearing is set.\r\n', { flags: ['Urgent'] });
      provider = createImapProvider({ account: { id: 'account-1', email: servers.imap.username, name: 'Maria Alvarez' }, settings: servers.settings, password: servers.imap.password, allowList: servers.allowList });
    });
    afterAll(async () => {
      await provider?.close?.();
      await servers?.stop();
    });

    it('finds a keyword label by name and creates a missing label as a mailbox', async () => {
      const resolved = await resolveLabelIds(provider, { add: ['urgent', 'Hearing'], remove: [] });
      expect(resolved).toEqual({ add: ['keyword:Urgent', 'mailbox:Hearing'], remove: [] });
      expect((await provider.listLabels()).map((label) => label.id)).toContain('mailbox:Hearing');

      const [message] = (await provider.listMessages({ folderId: 'INBOX', pageSize: 10 })).messages;
      await provider.modifyLabels(message!.id, resolved.add, resolved.remove);
      const filed = await provider.listMessages({ labelId: 'mailbox:Hearing', pageSize: 10 });
      expect(filed.messages.map((row) => row.subject)).toEqual(['Notice of Hearing ADJ7654321']);
    });

    it('passes a keyword id no message carries yet through as an id, so setting it makes the label', async () => {
      expect(await resolveLabelIds(provider, { add: ['keyword:Reviewed'], remove: [] })).toEqual({ add: ['keyword:Reviewed'], remove: [] });
      expect((await provider.listLabels()).map((label) => label.name)).not.toContain('keyword:Reviewed');
    });
  });
});
