import { useMemo } from 'react';
import { TreeSelect } from 'antd';
import type { FolderView } from '../../../api/knowledge';
import { buildFolderTree, matterLabel, type FolderNode } from '../state/folderTree';

/** The value standing for "no folder" (outside every folder and matter). */
export const NO_FOLDER = '__none';

interface PickerNode {
  value: string;
  title: string;
  disabled?: boolean;
  children: PickerNode[];
}

function toNodes(nodes: FolderNode[], disabled: ReadonlySet<string>): PickerNode[] {
  return nodes.map(({ folder, children }) => ({
    value: folder.id,
    title: folder.isMatter ? `Matter: ${matterLabel(folder)}` : folder.name,
    disabled: disabled.has(folder.id),
    children: toNodes(children, disabled),
  }));
}

interface FolderPickerProps {
  id?: string;
  folders: readonly FolderView[];
  value: string | null;
  onChange(folderId: string | null): void;
  /** Offer "Outside every folder". */
  allowNone?: boolean;
  disabledIds?: ReadonlySet<string>;
  testId?: string;
}

/** Choose a folder or matter from the tree (matters say so in words). */
export function FolderPicker({ id, folders, value, onChange, allowNone = false, disabledIds, testId }: FolderPickerProps) {
  const treeData = useMemo(() => {
    const nodes = toNodes(buildFolderTree(folders), disabledIds ?? new Set());
    return allowNone ? [{ value: NO_FOLDER, title: 'Outside every folder', children: [] }, ...nodes] : nodes;
  }, [folders, allowNone, disabledIds]);

  return (
    <TreeSelect
      id={id}
      style={{ width: '100%' }}
      treeData={treeData}
      value={value ?? (allowNone ? NO_FOLDER : undefined)}
      onChange={(next: string | undefined) => onChange(!next || next === NO_FOLDER ? null : next)}
      placeholder="Choose a folder or matter"
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      data-testid={testId}
    />
  );
}
