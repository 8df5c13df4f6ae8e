/**
 * The name of a tutor manager's home: its heading and her tab's title (decision 253). Alone in
 * its module so the tab titles, which every screen's frame loads, need not load the onboarding
 * texts (and the plural messages they bring) to say it.
 */
export const TODAY_CALLS_TITLE = 'مواعيد النهارده';
