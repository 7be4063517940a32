import { useMemo, useState, type Key } from 'react';
import { Tag, Tree, Typography, type TreeDataNode } from 'antd';
import { AuditOutlined, FolderOutlined, InboxOutlined, LockOutlined } from '@ant-design/icons';
import { folderPrivileges, type FolderPrivilege } from '../../../../../domain/knowledge/folder-privilege';
import type { FolderView } from '../../../api/knowledge';
import { buildFolderTree, folderPath, type FolderNode } from '../state/folderTree';

/** The tree's key for "documents outside every matter" (no folder selected). */
export const OUTSIDE_MATTERS_KEY = '__outside-matters';

/** A lock on a privileged folder: its own mark, or (lighter) one it inherits from a folder above. */
function PrivilegeLock({ privilege, from }: { privilege: FolderPrivilege; from: FolderView | undefined }) {
  if (!privilege.privileged) return null;
  const label = privilege.inherited
    ? `Privileged, inside “${from?.name ?? 'a privileged folder'}”: never sent to an outside AI model`
    : 'Privileged: never sent to an outside AI model';
  return (
    <LockOutlined
      className={privilege.inherited ? 'kb-privileged-lock kb-privileged-lock-inherited' : 'kb-privileged-lock'}
      role="img"
      aria-label={label}
      title={label}
      data-testid={privilege.inherited ? 'kb-folder-privileged-inherited' : 'kb-folder-privileged-own'}
    />
  );
}

function FolderTitle({ folder, privilege, from }: { folder: FolderView; privilege: FolderPrivilege; from: FolderView | undefined }) {
  return (
    <span
      className="kb-folder-title"
      data-testid="kb-folder"
      data-folder-id={folder.id}
      data-matter={folder.isMatter || undefined}
      data-privileged={privilege.privileged ? (privilege.inherited ? 'inherited' : 'own') : undefined}
    >
      <span className="kb-folder-name">{folder.name}</span>
      <PrivilegeLock privilege={privilege} from={from} />
      {folder.isMatter ? (
        <>
          <Tag className="kb-matter-tag">
            Matter
          </Tag>
          {folder.matterNumber ? (
            <Typography.Text type="secondary" className="kb-matter-number">
              {folder.matterNumber}
            </Typography.Text>
          ) : null}
        </>
      ) : null}
    </span>
  );
}

type Privileges = { of: Map<string, FolderPrivilege>; byId: Map<string, FolderView> };

function toTreeData(nodes: FolderNode[], privileges: Privileges): TreeDataNode[] {
  return nodes.map(({ folder, children }) => {
    const privilege = privileges.of.get(folder.id) ?? { privileged: false };
    return {
      key: folder.id,
      title: <FolderTitle folder={folder} privilege={privilege} from={privilege.privileged ? privileges.byId.get(privilege.from) : undefined} />,
      icon: folder.isMatter ? <AuditOutlined aria-label="Matter" /> : <FolderOutlined />,
      children: toTreeData(children, privileges),
      isLeaf: children.length === 0,
    };
  });
}

interface FolderTreeProps {
  folders: readonly FolderView[];
  selectedId: string | null;
  onSelect(folderId: string | null): void;
}

/**
 * The folders as a tree, matters marked with their own icon, "Matter" and their number, privileged folders
 * with a lock (lighter when the mark comes from a folder above). Keyboard: Tab into
 * the tree, arrow keys move and open, Space or Enter selects.
 */
export function FolderTree({ folders, selectedId, onSelect }: FolderTreeProps) {
  const treeData = useMemo<TreeDataNode[]>(
    () => [
      {
        key: OUTSIDE_MATTERS_KEY,
        title: <span data-testid="kb-folder-outside">All documents outside matters</span>,
        icon: <InboxOutlined />,
        isLeaf: true,
      },
      ...toTreeData(buildFolderTree(folders), { of: folderPrivileges(folders), byId: new Map(folders.map((folder) => [folder.id, folder])) }),
    ],
    [folders],
  );
  const [expanded, setExpanded] = useState<Key[]>([]);
  // When the selection changes (a link, a new folder), its ancestors open so it is visible.
  const ancestors = folderPath(folders, selectedId).slice(0, -1).map((folder) => folder.id);
  const [openedFor, setOpenedFor] = useState<string>('');
  const openKey = `${selectedId ?? ''}:${ancestors.join('/')}`;
  if (openedFor !== openKey) {
    setOpenedFor(openKey);
    const missing = ancestors.filter((id) => !expanded.includes(id));
    if (missing.length) setExpanded([...expanded, ...missing]);
  }

  return (
    <Tree
      className="kb-tree"
      aria-label="Folders and matters"
      data-testid="kb-folder-tree"
      showIcon
      blockNode
      treeData={treeData}
      selectedKeys={[selectedId ?? OUTSIDE_MATTERS_KEY]}
      expandedKeys={expanded}
      onExpand={(keys) => setExpanded(keys)}
      onSelect={(keys) => {
        // Selecting the selected folder again keeps it selected (the tree would otherwise unselect it).
        const key = keys[0];
        if (key === undefined) return;
        onSelect(key === OUTSIDE_MATTERS_KEY ? null : String(key));
      }}
    />
  );
}
