/** Every public page, with the text its h1 must contain (a check that the right page drew). */
export const MARKETING_PAGES = [
  { path: '/', name: 'landing', h1: 'إنجليزي' },
  { path: '/tutor', name: 'tutor', h1: 'تدريس' },
  { path: '/pricing', name: 'pricing', h1: 'باقات' },
  { path: '/faq', name: 'faq', h1: 'الأسئلة الشائعة' },
  { path: '/faq/student', name: 'faq-student', h1: 'الأسئلة الشائعة' },
  { path: '/faq/tutor', name: 'faq-tutor', h1: 'الأسئلة الشائعة' },
  { path: '/contact', name: 'contact', h1: 'تواصل' },
  { path: '/method', name: 'method', h1: 'طريقتنا' },
  { path: '/about', name: 'about', h1: 'كلام' },
  { path: '/terms', name: 'terms', h1: 'الشروط' },
  { path: '/privacy', name: 'privacy', h1: 'الخصوصية' },
  { path: '/url/whatsapp', name: 'url-whatsapp', h1: 'واتساب' },
  { path: '/url/app', name: 'url-app', h1: 'تطبيق' },
] as const;
