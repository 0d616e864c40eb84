/** What one GraphQL request may spend upstream before it is stopped (the second line behind the operation limits). */
export interface UpstreamBudget {
  /** REST calls (reads answered from the catalog cache are free). */
  calls: number;
  /** Bytes of REST answers. */
  bytes: number;
}

/** What one request may spend: a deadline, REST calls, bytes of REST answers and objects in its answer. */
export interface RequestBudget extends UpstreamBudget {
  deadlineMs: number;
  objects: number;
}
