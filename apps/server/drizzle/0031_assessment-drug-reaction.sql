-- Causality (reporter's and company's, WHO-UMC) and the expectedness override of each drug–reaction pair of a case,
-- named by the pair's drug and reaction names (decision 0041). Existing cases start unassessed.
ALTER TABLE "cases" ADD COLUMN "assessments" jsonb DEFAULT '[]'::jsonb NOT NULL;
