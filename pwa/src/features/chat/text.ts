import {
  byGender,
  count,
  gendered,
  type Gendered,
  type RoomKind,
  type UserRole,
} from '@kalam/shared';

/** A member spoken about: their name, and their gender when they gave it. */
type Named = { name: string } & Gendered;

/** Every string of the chat screen. Error texts come from the shared catalogue. */
export const chatText = {
  title: 'الرسائل',
  /** Who the reader talks to here, by her role: staff have no tutors or students of their own. */
  subtitle: (role: UserRole | null | undefined): string =>
    role === 'Student'
      ? 'كلامك مع مدرّسينك، متاح حتى من غير إنترنت.'
      : role === 'Tutor'
        ? 'كلامك مع طلابك، متاح حتى من غير إنترنت.'
        : 'كلامك مع المدرّسين والطلاب، متاح حتى من غير إنترنت.',
  list: {
    label: 'المحادثات',
    search: byGender('دوّري في المحادثات', 'دوّر في المحادثات'),
    searchHint: 'بالاسم أو بكلمة من رسالة',
    empty: 'لسه مفيش محادثات',
    emptyStudent: byGender(
      'افتحي ملف أي مدرّس وابعتيله رسالة، أو احجزي حصة وكلّميه من هنا.',
      'افتح ملف أي مدرّس وابعتله رسالة، أو احجز حصة وكلّمه من هنا.',
    ),
    emptyOther: 'أول ما حد يبعتلك رسالة هتلاقيها هنا.',
    findTutor: byGender('دوّري على مدرّس', 'دوّر على مدرّس'),
    noMatch: (q: string) => `مفيش محادثات فيها «${q}»`,
    you: byGender('إنتي: ', 'إنت: '),
    noMessages: 'لسه مفيش رسايل',
    pinned: 'متثبّتة',
    muted: 'مكتومة',
    unread: (total: number) => `${count('messages', total)} مش مقروءة`,
    yesterday: 'امبارح',
  },
  room: {
    choose: byGender('اختاري محادثة', 'اختار محادثة'),
    chooseBody: byGender(
      'اختاري محادثة من القايمة عشان تشوفي رسايلها.',
      'اختار محادثة من القايمة عشان تشوف رسايلها.',
    ),
    back: 'كل المحادثات',
    notFound: 'المحادثة دي مش موجودة أو لسه بتتحمّل.',
    messages: 'رسايل المحادثة',
    empty: byGender('ابدئي الكلام: اكتبي أول رسالة تحت.', 'ابدأ الكلام: اكتب أول رسالة تحت.'),
    // One word for everyone, needing no gender (decision 290; it was «متصل/متصلة», decision 230).
    online: 'أونلاين دلوقتي',
    offline: 'مش أونلاين',
    typing: byGender('بتكتب…', 'بيكتب…', 'رسالة بتتكتب…'),
    typingNamed: (person: Named) =>
      gendered(person, {
        female: `${person.name} بتكتب…`,
        male: `${person.name} بيكتب…`,
        other: `رسالة من ${person.name} بتتكتب…`,
      }),
    /** Two or more at once: the plural needs no gender. */
    typingMany: (names: string) => `${names} بيكتبوا…`,
    /** A typist this device does not know yet (a member added since the room last synced). */
    someone: 'حد',
    pin: byGender('ثبّتي المحادثة', 'ثبّت المحادثة'),
    unpin: byGender('شيلي التثبيت', 'شيل التثبيت'),
    mute: byGender('اكتمي الإشعارات', 'اكتم الإشعارات'),
    unmute: byGender('شغّلي الإشعارات', 'شغّل الإشعارات'),
    today: 'النهارده',
    yesterday: 'امبارح',
  },
  kind: {
    General: (name: string) => name,
    Lesson: (name: string) => `حصة مع ${name}`,
    Interview: (name: string) => `مقابلة مع ${name}`,
    DemoSession: (name: string) => `جلسة تجريبية مع ${name}`,
  } satisfies Record<RoomKind, (name: string) => string>,
  nobody: 'محادثة',
  message: {
    actions: 'خيارات الرسالة',
    edit: byGender('عدّلي', 'عدّل'),
    delete: byGender('امسحي', 'امسح'),
    edited: 'اتعدّلت',
    pending: 'مستنية النت عشان تتبعت',
    pendingShort: 'لسه ماتبعتتش',
    sent: 'اتبعتت',
    read: 'اتقرت',
    rejected: (reason: string) => `ماتبعتتش: ${reason}`,
    editRejected: (reason: string) => `التعديل ماتحفظش: ${reason}`,
    mine: byGender('إنتي', 'إنت'),
  },
  composer: {
    label: byGender('اكتبي رسالة', 'اكتب رسالة'),
    placeholder: byGender('اكتبي رسالتك…', 'اكتب رسالتك…'),
    send: byGender('ابعتي', 'ابعت'),
    save: byGender('احفظي التعديل', 'احفظ التعديل'),
    editing: byGender('بتعدّلي رسالة', 'بتعدّل رسالة'),
    cancelEdit: 'ألغِ التعديل',
    offline: byGender(
      'إنتي مش متصلة: رسالتك هتتبعت أول ما النت يرجع.',
      'إنت مش متصل: رسالتك هتتبعت أول ما النت يرجع.',
    ),
    verifyFirst: byGender(
      'لازم تأكدي إيميلك الأول عشان تقدري تبعتي رسايل.',
      'لازم تأكد إيميلك الأول عشان تقدر تبعت رسايل.',
    ),
    verify: byGender('أكّدي الإيميل', 'أكّد الإيميل'),
  },
  deleteDialog: {
    title: byGender('تمسحي الرسالة؟', 'تمسح الرسالة؟'),
    body: 'الرسالة هتتمسح عندك وعند الطرف التاني.',
    confirm: byGender('أيوه، امسحيها', 'أيوه، امسحها'),
    cancel: 'لأ',
  },
  newChat: {
    title: (name: string) => `محادثة جديدة مع ${name}`,
    someone: 'محادثة جديدة',
    body: byGender(
      'اكتبي أول رسالة، وهتلاقي المحادثة في القايمة بعد ما تتبعت.',
      'اكتب أول رسالة، وهتلاقي المحادثة في القايمة بعد ما تتبعت.',
    ),
    needsNetwork: 'بدء محادثة جديدة محتاج إنترنت. الرسايل بعد كده بتتبعت حتى من غير نت.',
  },
  toast: {
    from: (name: string) => `رسالة جديدة من ${name}`,
    new: 'رسالة جديدة',
    open: byGender('افتحي', 'افتح'),
  },
};
