import { Pagination, Typography } from 'antd';
import { MAIL_PAGE_SIZES } from '../../../../../domain/mail/types';
import { reachablePages } from '../state/paging';
import type { MessageList } from '../state/useMessageList';

/**
 * Token paging shown as numbered pages: every page already reached, plus the next one when the
 * current page answered with a next-page token. A new page size starts again at page 1.
 */
export function ListPagination({ list, onChange }: { list: MessageList; onChange(): void }) {
  const { paging, page } = list;
  const first = paging.pageIndex * paging.pageSize + 1;
  const count = page?.messages.length ?? 0;
  const last = first + count - 1;
  const estimate = Math.max(page?.resultSizeEstimate ?? 0, last);

  return (
    <div className="mail-footer" data-testid="mail-pagination">
      <Typography.Text type="secondary" data-testid="mail-range">
        {count > 0 ? `${first}–${last} of ${estimate > last ? `about ${estimate}` : estimate}` : ''}
      </Typography.Text>
      <Pagination
        size="small"
        current={paging.pageIndex + 1}
        pageSize={paging.pageSize}
        total={reachablePages(paging) * paging.pageSize}
        showSizeChanger
        pageSizeOptions={[...MAIL_PAGE_SIZES]}
        onChange={(pageNumber, pageSize) => {
          onChange();
          if (pageSize !== paging.pageSize) list.setPageSize(pageSize);
          else list.goTo(pageNumber - 1);
        }}
      />
    </div>
  );
}
