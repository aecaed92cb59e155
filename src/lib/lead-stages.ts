/** Where a lead stands with the owner, in the order a lead moves through them (decision 0069). */
export const LEAD_STAGES = ["new", "contacted", "proposal", "won", "lost"] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

/** How the console names each stage. */
export const STAGE_LABELS: Record<LeadStage, string> = {
  new: "New",
  contacted: "Contacted",
  proposal: "Proposal",
  won: "Won",
  lost: "Lost",
};

/** The stages at which a lead has a deal worth a sum: its value in whole dollars is asked for there. */
export const VALUED_STAGES: readonly LeadStage[] = ["proposal", "won"];

export function isLeadStage(value: string): value is LeadStage {
  return (LEAD_STAGES as readonly string[]).includes(value);
}
