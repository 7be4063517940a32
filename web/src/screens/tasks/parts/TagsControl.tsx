import { useState } from 'react';
import { Button, Flex, Popover, Select, Tag } from 'antd';
import { TagOutlined } from '@ant-design/icons';

interface Props {
  value: string[];
  onChange(tags: string[]): void;
  label: string;
  /** Tags the user already uses, offered first. */
  known?: string[];
}

export function cleanTags(tags: string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim().replace(/^#/, '').toLowerCase()).filter(Boolean))];
}

/** The task's tags, and a small editor that saves when it closes. */
export function TagsControl({ value, onChange, label, known = [] }: Props) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const close = (nextOpen: boolean) => {
    if (nextOpen) setDraft(value);
    else {
      const next = cleanTags(draft);
      if (next.join(',') !== value.join(',')) onChange(next);
    }
    setOpen(nextOpen);
  };
  return (
    <Flex gap={4} wrap align="center" className="task-tags" data-testid="task-tags">
      {value.map((tag) => (
        <Tag key={tag} bordered={false}>
          #{tag}
        </Tag>
      ))}
      <Popover
        open={open}
        onOpenChange={close}
        trigger="click"
        title={label}
        content={
          <Select
            mode="tags"
            autoFocus
            style={{ width: 240 }}
            value={draft}
            onChange={setDraft}
            options={[...new Set([...known, ...value])].map((tag) => ({ value: tag, label: tag }))}
            placeholder="Type a tag, then Enter"
            aria-label={label}
            tokenSeparators={[',', ' ']}
          />
        }
      >
        <Button size="small" type="text" icon={<TagOutlined />} aria-label={label} className="task-tags-edit" />
      </Popover>
    </Flex>
  );
}
