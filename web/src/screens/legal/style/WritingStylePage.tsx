import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Tag, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../api/ApiError';
import { useToast } from '../../../toast/useToast';
import { analyseStyle, createStyle, type StyleProfile } from '../api/styles';
import { legalKeys } from '../state/legalKeys';
import { CharacteristicsView } from './CharacteristicsView';
import { StyleProfilesPanel } from './StyleProfilesPanel';
import { guidelineLines } from './styleWords';

/** /ai-assistant/style: paste your writing, see its style, save it as a profile that drafts follow. */
export function WritingStylePage() {
  const client = useQueryClient();
  const toast = useToast();
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const analysis = useMutation({ mutationFn: (sample: string) => analyseStyle(sample) });
  const save = useMutation({
    mutationFn: (input: { name: string; sampleText: string }) => createStyle(input),
    onSuccess: (style) => {
      client.setQueryData<StyleProfile[]>(legalKeys.styles(), (list) => (list ? [style, ...list] : list));
      void client.invalidateQueries({ queryKey: legalKeys.styles() });
      toast.success(`Saved the style profile “${style.name}”.`);
      setName('');
    },
  });
  const analysed = analysis.data && analysis.variables === text ? analysis.data : undefined;

  return (
    <Flex vertical gap={16}>
      <div>
        <h1 className="legal-title">Writing style</h1>
        <Typography.Text type="secondary">Paste something you wrote (at least 100 characters). Drafts can follow a saved profile.</Typography.Text>
      </div>
      <div className="legal-columns">
        <Flex vertical gap={16} style={{ minWidth: 0 }}>
          <section className="legal-panel" aria-label="Analyse your writing">
            <Form layout="vertical" onFinish={() => analysis.mutate(text)}>
              <Form.Item label="Your writing" htmlFor="style-text" extra={`${text.length.toLocaleString()} characters`}>
                <Input.TextArea id="style-text" value={text} onChange={(event) => setText(event.target.value)} autoSize={{ minRows: 8, maxRows: 24 }} data-testid="style-text" />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={analysis.isPending} disabled={!text.trim()} data-testid="style-analyse">
                Analyse
              </Button>
            </Form>
          </section>
          <section className="legal-panel" aria-labelledby="style-result-heading" aria-busy={analysis.isPending} data-testid="style-result">
            <h2 id="style-result-heading">Style</h2>
            <div aria-live="polite">
              {analysis.error ? <Alert type="error" showIcon title={errorMessage(analysis.error)} data-testid="style-error" /> : null}
              {analysed ? (
                <Flex vertical gap={16}>
                  <div>
                    Formality: <Tag data-testid="style-formality">{analysed.formality}</Tag>
                  </div>
                  <CharacteristicsView characteristics={analysed.characteristics} formality={analysed.formality} />
                  <div>
                    <h3>Guidelines for drafts</h3>
                    {guidelineLines(analysed.guidelines).map((line) => (
                      <p key={line} className="legal-snippet">
                        {line}
                      </p>
                    ))}
                  </div>
                  <Form layout="vertical" onFinish={() => save.mutate({ name: name.trim(), sampleText: text })}>
                    <Flex gap={8} wrap align="flex-end">
                      <Form.Item label="Profile name" htmlFor="style-profile-name" style={{ marginBottom: 0, flex: '1 1 200px' }}>
                        <Input id="style-profile-name" value={name} maxLength={200} onChange={(event) => setName(event.target.value)} data-testid="style-profile-name" />
                      </Form.Item>
                      <Button htmlType="submit" loading={save.isPending} disabled={!name.trim()} data-testid="style-save">
                        Save as profile
                      </Button>
                    </Flex>
                    {save.error ? <Alert type="error" showIcon title={errorMessage(save.error)} style={{ marginTop: 8 }} /> : null}
                  </Form>
                </Flex>
              ) : analysis.isPending || analysis.error ? null : (
                <Typography.Text type="secondary">Analyse a text to see its sentence length, formality, structure and more.</Typography.Text>
              )}
            </div>
          </section>
        </Flex>
        <StyleProfilesPanel />
      </div>
    </Flex>
  );
}
