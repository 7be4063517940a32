import { Button, Flex, Progress, Typography, Upload } from 'antd';
import { CloseOutlined, InboxOutlined } from '@ant-design/icons';
import type { UploadItem } from '../state/useUploads';
import type { UploadProps } from 'antd';

interface UploadAreaProps {
  items: UploadItem[];
  customRequest: NonNullable<UploadProps['customRequest']>;
  onDismiss(uid: string): void;
}

const ACCEPT = '.pdf,.docx,.txt,.md,.markdown,.html,.htm,.eml,application/pdf,text/plain,text/markdown,text/html,message/rfc822';

/** Drag files here or press to choose them; each upload shows its progress until the server has it. */
export function UploadArea({ items, customRequest, onDismiss }: UploadAreaProps) {
  return (
    <Flex vertical gap={8}>
      <div data-testid="kb-upload">
        <Upload.Dragger
          multiple
          accept={ACCEPT}
          customRequest={customRequest}
          showUploadList={false}
          className="kb-dragger"
        >
          <Flex align="center" justify="center" gap={12} wrap>
            <InboxOutlined className="kb-dragger-icon" aria-hidden />
            <span>
              <Typography.Text strong>Drop files here, or press to choose files to upload</Typography.Text>
              <br />
              <Typography.Text type="secondary">PDF, Word, text, Markdown, HTML or e-mail files, up to 25 MB each.</Typography.Text>
            </span>
          </Flex>
        </Upload.Dragger>
      </div>
      {items.length ? (
        <ul className="kb-upload-list" aria-label="Uploads" data-testid="kb-upload-list">
          {items.map((item) => (
            <li key={item.uid}>
              <Flex align="center" gap={8}>
                <Typography.Text className="kb-ellipsis" style={{ flex: '0 1 40%' }}>
                  {item.name}
                </Typography.Text>
                {item.error ? (
                  <Typography.Text type="danger" role="alert" style={{ flex: 1 }}>
                    {item.error}
                  </Typography.Text>
                ) : (
                  <Progress percent={item.percent} size="small" style={{ flex: 1, margin: 0 }} aria-label={`Uploading ${item.name}`} />
                )}
                {item.error ? (
                  <Button size="small" type="text" icon={<CloseOutlined />} aria-label={`Dismiss ${item.name}`} onClick={() => onDismiss(item.uid)} />
                ) : null}
              </Flex>
            </li>
          ))}
        </ul>
      ) : null}
    </Flex>
  );
}
