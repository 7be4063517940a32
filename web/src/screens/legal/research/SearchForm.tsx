import { AutoComplete, Button, DatePicker, Form, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import type { CaseSearchQuery } from '../api/cases';
import { SUGGESTED_COURTS, SUGGESTED_JURISDICTIONS } from '../../../../../domain/legal/case-search/query';

interface SearchFormValues {
  query: string;
  jurisdiction?: string;
  court?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

interface SearchFormProps {
  searching: boolean;
  onSearch(query: CaseSearchQuery): void;
}

const MAX_QUERY = 500;

const suggestions = (names: readonly string[]) => names.map((name) => ({ value: name }));
const startsWithTyped = (typed: string, option?: { value: string }): boolean => !!option && option.value.toLowerCase().includes(typed.trim().toLowerCase());

/** Query, jurisdiction, court and the dates decided between. */
export function SearchForm({ searching, onSearch }: SearchFormProps) {
  const [form] = Form.useForm<SearchFormValues>();
  const submit = (values: SearchFormValues) => {
    const query: CaseSearchQuery = { query: values.query.trim() };
    if (values.jurisdiction?.trim()) query.jurisdiction = values.jurisdiction.trim();
    if (values.court?.trim()) query.court = values.court.trim();
    const [start, end] = values.dates ?? [null, null];
    if (start || end) {
      query.dateRange = {};
      if (start) query.dateRange.start = start.format('YYYY-MM-DD');
      if (end) query.dateRange.end = end.format('YYYY-MM-DD');
    }
    onSearch(query);
  };

  return (
    <Form<SearchFormValues> name="case-search" form={form} layout="vertical" requiredMark={false} onFinish={submit} data-testid="case-search-form">
      <Form.Item
        name="query"
        label="Search for"
        extra="Words, a case name, or a citation such as 347 U.S. 483."
        rules={[
          { required: true, whitespace: true, message: 'Type what to search for.' },
          { max: MAX_QUERY, message: `At most ${MAX_QUERY} characters.` },
        ]}
      >
        <Input placeholder="e.g. cumulative trauma apportionment" data-testid="case-search-query" />
      </Form.Item>
      <div className="legal-form-row">
        <Form.Item name="jurisdiction" label="Jurisdiction">
          <AutoComplete options={suggestions(SUGGESTED_JURISDICTIONS)} filterOption={startsWithTyped} placeholder="Any, e.g. California" maxLength={100} />
        </Form.Item>
        <Form.Item name="court" label="Court">
          <AutoComplete options={suggestions(SUGGESTED_COURTS)} filterOption={startsWithTyped} placeholder="Any, e.g. California Court of Appeal" maxLength={100} />
        </Form.Item>
        <Form.Item name="dates" label="Decided between">
          <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={['From date', 'To date']} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={searching} data-testid="case-search-submit">
        Search case law
      </Button>
    </Form>
  );
}
