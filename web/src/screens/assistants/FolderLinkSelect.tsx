import { useMemo } from 'react';
import { TreeSelect } from 'antd';
import type { FolderView } from '../../api/knowledge';
import { buildFolderTree, matterLabel, type FolderNode } from '../knowledge/state/folderTree';

interface Node {
  value: string;
  title: string;
  children: Node[];
}

function toNodes(nodes: FolderNode[]): Node[] {
  return nodes.map(({ folder, children }) => ({
    value: folder.id,
    title: `${folder.isMatter ? `Matter: ${matterLabel(folder)}` : folder.name}${folder.isPrivileged ? ' (privileged: local model only)' : ''}`,
    children: toNodes(children),
  }));
}

interface FolderLinkSelectProps {
  id?: string;
  folders: readonly FolderView[];
  value?: string[];
  onChange?(folderIds: string[]): void;
  loading?: boolean;
}

/** Pick the knowledge folders an assistant answers from; each folder is chosen on its own (a parent does not bring its subfolders' links). */
export function FolderLinkSelect({ id, folders, value = [], onChange, loading }: FolderLinkSelectProps) {
  const treeData = useMemo(() => toNodes(buildFolderTree(folders)), [folders]);
  return (
    <TreeSelect
      id={id}
      style={{ width: '100%' }}
      treeData={treeData}
      value={value}
      onChange={(next: string[]) => onChange?.(next)}
      multiple
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      loading={loading}
      placeholder={folders.length ? 'Choose folders from your knowledge base' : 'Your knowledge base has no folders yet'}
      notFoundContent="No folders match"
      data-testid="assistant-folders"
    />
  );
}
