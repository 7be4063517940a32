import { useState } from 'react';
import { Button, Card, Checkbox, Flex, Tag, Typography } from 'antd';
import type { DeadlineChain } from '../../api/deadlines';
import { ChangeLog } from './ChangeLog';
import { dayText } from './dateText';
import { DeadlineItem } from './DeadlineItem';
import { ReschedulePreview } from './ReschedulePreview';
import type { ChainDecisions } from './state/useDeadlineChains';

const STATUS_TEXT = { proposed: 'Waiting for you', accepted: 'Accepted', dismissed: 'Declined' } as const;

interface ChainCardProps {
  chain: DeadlineChain;
  zone: string;
  decisions: ChainDecisions;
}

/** One hearing's chain: its deadlines, accepting them (once, or from now on for the matter or a rule), a waiting reschedule, the log. */
export function ChainCard({ chain, zone, decisions }: ChainCardProps) {
  const [rememberMatter, setRememberMatter] = useState(false);
  const busy = decisions.accept.isPending || decisions.dismiss.isPending || decisions.reschedule.isPending || decisions.edit.isPending;
  const proposed = chain.deadlines.filter((deadline) => deadline.state === 'proposed');
  const decidable = chain.status !== 'dismissed';
  const hearing = chain.hearingType ?? 'Hearing';
  return (
    <Card size="small" data-testid="deadline-chain" data-chain-id={chain.id} title={`${hearing} on ${dayText(chain.triggerDate)}`} extra={<Tag>{STATUS_TEXT[chain.status]}</Tag>}>
      <Flex vertical gap={12}>
        {chain.preview ? (
          <ReschedulePreview
            preview={chain.preview}
            zone={zone}
            busy={decisions.reschedule.isPending}
            onApply={() => decisions.reschedule.mutate({ chainId: chain.id, decision: 'apply' })}
            onDiscard={() => decisions.reschedule.mutate({ chainId: chain.id, decision: 'discard' })}
          />
        ) : null}
        {chain.remembered.matter ? <Typography.Text type="secondary">Deadlines of {chain.caseNumber} are accepted automatically.</Typography.Text> : null}
        {proposed.length > 0 && decidable ? (
          <Flex vertical gap={8}>
            <Flex gap={8} wrap>
              <Button
                type="primary"
                disabled={busy}
                loading={decisions.accept.isPending}
                onClick={() => decisions.accept.mutate({ chainId: chain.id, input: { remember: rememberMatter ? 'matter' : null } })}
                data-testid="chain-accept-all"
              >
                {proposed.length === chain.deadlines.length ? 'Accept all' : 'Accept the rest'}
              </Button>
              <Button disabled={busy} onClick={() => decisions.dismiss.mutate({ chainId: chain.id })} data-testid="chain-dismiss-all">
                Decline {proposed.length === 1 ? 'it' : 'them'}
              </Button>
            </Flex>
            {chain.caseNumber && !chain.remembered.matter ? (
              <Checkbox checked={rememberMatter} onChange={(change) => setRememberMatter(change.target.checked)} data-testid="chain-remember-matter">
                Accept automatically for this matter ({chain.caseNumber}) from now on
              </Checkbox>
            ) : null}
          </Flex>
        ) : null}
        <ul className="deadline-list" aria-label={`Deadlines that follow the ${hearing}`}>
          {chain.deadlines.map((deadline) => (
            <DeadlineItem
              key={deadline.id}
              deadline={deadline}
              busy={busy}
              decidable={decidable}
              onAccept={(rememberRule) => decisions.accept.mutate({ chainId: chain.id, input: { ruleIds: [deadline.ruleId], remember: rememberRule ? 'rule' : null } })}
              onDismiss={() => decisions.dismiss.mutate({ chainId: chain.id, ruleIds: [deadline.ruleId] })}
              onEditDate={(dueDate) => decisions.edit.mutate({ deadlineId: deadline.id, dueDate })}
            />
          ))}
        </ul>
        {chain.remembered.ruleIds.length > 0 ? (
          <Typography.Text type="secondary">Always accepted: {chain.deadlines.filter((d) => chain.remembered.ruleIds.includes(d.ruleId)).map((d) => d.title).join(', ')}.</Typography.Text>
        ) : null}
        <ChangeLog chainId={chain.id} zone={zone} />
      </Flex>
    </Card>
  );
}
