import { Flex, Tag } from 'antd';
import type { StyleCharacteristics } from '../api/styles';
import { characteristicLines } from './styleWords';

function Counts({ title, items }: { title: string; items: { label: string; count: number }[] }) {
  return (
    <div>
      <h3>{title}</h3>
      {items.length ? (
        <Flex gap={4} wrap style={{ marginTop: 6 }}>
          {items.map((item) => (
            <Tag key={item.label}>
              {item.label} × {item.count}
            </Tag>
          ))}
        </Flex>
      ) : (
        <p className="legal-meta">None found.</p>
      )}
    </div>
  );
}

/** Every characteristic of a text's style, then its top words, phrases and transitions. */
export function CharacteristicsView({ characteristics, formality }: { characteristics: StyleCharacteristics; formality?: string }) {
  return (
    <Flex vertical gap={16} data-testid="style-characteristics">
      <dl className="legal-characteristics">
        {characteristicLines(characteristics).map((line) => (
          <div key={line.key} data-testid={`style-${line.key}`}>
            <dt>{line.label}</dt>
            <dd>
              {line.value}
              {line.key === 'formalityScore' && formality ? ` (${formality})` : ''}
            </dd>
          </div>
        ))}
      </dl>
      <Counts title="Top words" items={characteristics.topWords.map((item) => ({ label: item.word, count: item.count }))} />
      <Counts title="Top phrases" items={characteristics.topPhrases.map((item) => ({ label: item.phrase, count: item.count }))} />
      <Counts title="Transitions" items={characteristics.transitionPhrases.map((item) => ({ label: item.phrase, count: item.count }))} />
    </Flex>
  );
}
