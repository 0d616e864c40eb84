import { describe, expect, it } from 'vitest';
import { serverRecordsElement } from '../../web/src/relay/serverRecords.ts';

describe('the records a server-rendered page carries', () => {
  it('cannot be ended early by a string in the data, and reads back as sent', () => {
    const hostile = 'Rice </script><script>alert(1)</script> <!-- \u2028\u2029';
    const records = { UHJvZHVjdDox: { __id: 'UHJvZHVjdDox', __typename: 'Product', name: hostile } };
    const element = serverRecordsElement(records);
    expect(element.startsWith('<script type="application/json" id="relay-records">')).toBe(true);
    expect(element.match(/<\/script/gi)).toHaveLength(1);
    expect(element).not.toContain('<!--');
    document.body.innerHTML = element;
    const parsed = JSON.parse(document.getElementById('relay-records')!.textContent!) as typeof records;
    expect(parsed).toEqual(records);
  });
});
