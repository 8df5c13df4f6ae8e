/**
 * A tutor manager's own words to an applicant (interview notes, a demo session's feedback, why a
 * video was refused), often written in English: isolated in their own direction (ARABIC.md,
 * mixed text), so «Ready for the demo.» keeps its full stop at its end inside the Arabic page
 * instead of at its start.
 */
export function OwnWords({ text }: { text: string }) {
  return <bdi className="whitespace-pre-wrap">{text}</bdi>;
}
