import {
  byGender,
  gendered,
  type BankCode,
  type Gendered,
  type InvoiceAction,
  type InvoiceState,
  type LedgerKind,
  type WithdrawMethod,
} from '@kalam/shared';

/** What an admin can have just done to a request: each says so in its own words. */
export type AdminDone =
  Exclude<InvoiceAction, 'request-cancel' | 'request-update'> | 'note-removed';

/**
 * Every string of the tutor's money screens and the admin's withdrawals list. Lines to the reader
 * (the tutor, or the signed-in admin) take the reader's form (decisions 207, 225).
 */
export const withdrawalText = {
  /** Her menu's name for the page (ar.nav.earnings): earnings and withdrawals, not bills. */
  tutorTitle: 'أرباحي',
  tutorSubtitle: 'أرباحك من الحصص وطلبات السحب.',
  balance: {
    label: 'رصيدك',
    available: 'المتاح للسحب',
    earned: 'إجمالي الأرباح',
    pending: 'في طلبات لسه ماتحوّلتش',
    paid: 'اتحوّل لك',
    request: 'طلب سحب جديد',
  },
  earnings: {
    title: 'سجل الأرباح',
    caption: 'أرباح الحصص',
    date: 'ميعاد الحصة',
    minutes: 'المدة',
    amount: 'الربح',
    empty: 'مفيش أرباح لسه',
    emptyBody: byGender('أول ما تخلّصي حصة، ربحها هيظهر هنا.', 'أول ما تخلص حصة، ربحها هيظهر هنا.'),
    all: 'كل طلبات السحب',
  },
  form: {
    title: 'طلب سحب جديد',
    updateTitle: 'تعديل طلب السحب',
    amount: 'المبلغ بالجنيه',
    amountHint: (min: string, max: string, available: string) =>
      `من ${min} لـ ${max}، والمتاح ${available}`,
    /** A refused amount, with the bounds in force now (they are platform settings). */
    outOfBounds: (min: string, max: string) => `المبلغ لازم يكون من ${min} لـ ${max}`,
    /** What was typed is not an amount at all («abc»): said apart from the bounds. */
    notAmount: 'المبلغ لازم يكون رقم بالجنيه، زي ١٥٠ أو ١٥٠٫٥٠.',
    method: 'طريقة التحويل',
    phone: 'رقم المحفظة',
    phoneHint: 'رقم موبايل مصري، فودافون كاش أو أورنج كاش أو اتصالات كاش أو وي باي.',
    bank: 'البنك',
    accountNumber: 'رقم الحساب (IBAN)',
    accountHint: 'يبدأ بـ EG وبعده ٢٧ رقم.',
    username: 'عنوان إنستاباي',
    usernameHint: 'زي كده: name@instapay',
    receiver: 'اسم صاحب الحساب (اختياري)',
    saved: 'طرق اتحوّل عليها قبل كده',
    submit: byGender('ابعتي الطلب', 'ابعت الطلب'),
    submitUpdate: byGender('ابعتي التعديل', 'ابعت التعديل'),
    sent: 'طلب السحب اتبعت. هيتحوّل في خلال ٤–٥ أيام عمل.',
    updateSent: 'طلب التعديل اتبعت للإدارة.',
    notEnough: 'رصيدك المتاح أقل من أقل مبلغ للسحب.',
    choose: byGender('اختاري', 'اختار'),
  },
  list: {
    title: 'طلبات السحب',
    caption: 'طلبات السحب',
    date: 'التاريخ',
    amount: 'المبلغ',
    method: 'الطريقة',
    state: 'الحالة',
    /** The tutor reads both days the transfer is promised between (decision 282). */
    expected: 'التحويل المتوقع',
    expectedRange: (from: string, by: string) => `بين ${from} و${by}`,
    note: 'ملاحظة الإدارة',
    receipt: 'الإيصال',
    openReceipt: byGender('اعرضي الإيصال', 'اعرض الإيصال'),
    receiptTitle: 'إيصال التحويل',
    download: byGender('نزّلي الملف', 'نزّل الملف'),
    requestedUpdate: (amount: string) => `التعديل المطلوب: ${amount}`,
    cancel: 'طلب إلغاء',
    cancelConfirm: byGender(
      'تبعتي طلب إلغاء للإدارة؟ المبلغ يرجع لرصيدك لما الإدارة توافق.',
      'تبعت طلب إلغاء للإدارة؟ المبلغ يرجع لرصيدك لما الإدارة توافق.',
    ),
    cancelSent: 'طلب الإلغاء اتبعت للإدارة.',
    update: 'تعديل',
    keep: byGender('لأ، سيبيه', 'لأ، سيبه'),
    confirm: byGender('أيوه، ابعتي', 'أيوه، ابعت'),
    empty: 'مفيش طلبات سحب لسه',
    emptyBody: byGender(
      'لما رصيدك يوصل ١٠٠ جنيه، تقدري تطلبي سحب من هنا.',
      'لما رصيدك يوصل ١٠٠ جنيه، تقدر تطلب سحب من هنا.',
    ),
  },
  states: {
    pending: 'قيد المراجعة',
    'update-requested': 'طلب تعديل',
    'cancellation-requested': 'طلب إلغاء',
    'cancellation-approved': 'اتلغى بموافقة الإدارة',
    'canceled-by-admin': 'الإدارة لغته',
    fulfilled: 'تم التحويل',
    rejected: 'مرفوض',
  } satisfies Record<InvoiceState, string>,
  methods: {
    Wallet: 'محفظة موبايل',
    Bank: 'حساب بنكي',
    Instapay: 'إنستاباي',
  } satisfies Record<WithdrawMethod, string>,
  banks: {
    CIB: 'البنك التجاري الدولي (CIB)',
    ALEX: 'بنك الإسكندرية',
    NBE: 'البنك الأهلي المصري',
    MISR: 'بنك مصر',
    QNB: 'بنك QNB',
    MASHREQ: 'بنك المشرق',
    AAIB: 'البنك العربي الأفريقي الدولي',
  } satisfies Record<BankCode, string>,
  ledger: {
    earning: 'ربح حصة',
    hold: 'محجوز لطلب سحب',
    release: 'رجع للرصيد',
    payout: 'اتحوّل',
  } satisfies Record<LedgerKind, string>,
  admin: {
    title: 'طلبات السحب',
    subtitle: byGender(
      'راجعي طلبات سحب المدرّسين وحوّلي وارفعي الإيصال.',
      'راجع طلبات سحب المدرّسين وحوّل وارفع الإيصال.',
    ),
    filters: 'تصفية',
    allStates: 'كل الحالات',
    allMethods: 'كل الطرق',
    from: 'من يوم',
    to: 'لحد يوم',
    tutor: 'المدرّس',
    clearTutor: 'كل المدرّسين',
    tutorFilter: (name: string) => `طلبات ${name} بس`,
    destination: 'التحويل على',
    actions: 'الإجراءات',
    approveUpdate: byGender('وافقي على التعديل', 'وافق على التعديل'),
    approveCancel: byGender('وافقي على الإلغاء', 'وافق على الإلغاء'),
    cancel: 'إلغاء الطلب',
    reject: 'رفض',
    /**
     * Why a request is refused: required, saved as the admin's note, which the tutor reads on the
     * request (decision 282).
     */
    rejectReason: 'السبب (بيظهر للمدرّس في الطلب)',
    /** Said at the reason's field when it is left empty (the screen's rule, decision 282). */
    rejectReasonMissing: byGender(
      'اكتبي سبب الرفض، المدرّس هيشوفه في الطلب.',
      'اكتب سبب الرفض، المدرّس هيشوفه في الطلب.',
    ),
    /** The admin reads the last day the tutor was promised: the day to transfer by (decision 282). */
    deadline: 'آخر ميعاد للتحويل',
    fulfil: 'تم التحويل',
    note: 'ملاحظة',
    fulfilTitle: 'تأكيد التحويل',
    fulfilBody: (amount: string, name: string, reader: Gendered) =>
      gendered(reader, {
        female: `ارفعي إيصال تحويل ${amount} لـ ${name} (صورة أو PDF، لحد ٥ ميجا).`,
        male: `ارفع إيصال تحويل ${amount} لـ ${name} (صورة أو PDF، لحد ٥ ميجا).`,
      }),
    receiptFile: 'ملف الإيصال',
    receiptPick: byGender('اختاري ملف', 'اختار ملف'),
    receiptNone: 'لسه مفيش ملف.',
    uploading: (percent: string) => `بيترفع… ${percent}`,
    confirmFulfil: 'تأكيد التحويل',
    noteTitle: 'ملاحظة للمدرّس',
    noteLabel: 'الملاحظة',
    saveNote: byGender('احفظي الملاحظة', 'احفظ الملاحظة'),
    removeNote: byGender('امسحي الملاحظة', 'امسح الملاحظة'),
    /** What the action just did, said in the toast after it. */
    done: {
      'approve-update': 'التعديل اتوافق عليه، والطلب اتغيّر زي ما المدرّس طلب.',
      'approve-cancel': 'الإلغاء اتوافق عليه، والمبلغ رجع لرصيد المدرّس.',
      cancel: 'الطلب اتلغى، والمبلغ رجع لرصيد المدرّس.',
      reject: 'الطلب اترفض، والمدرّس هيشوف السبب.',
      fulfil: 'اتسجّل التحويل، والمدرّس هيشوف الإيصال.',
      note: 'الملاحظة اتحفظت، والمدرّس هيشوفها في الطلب.',
      'note-removed': 'الملاحظة اتمسحت.',
    } satisfies Record<AdminDone, string>,
    live: (n: string) => `عدد الطلبات: ${n} — القايمة بتتحدّث لوحدها`,
    empty: 'مفيش طلبات بالتصفية دي',
    close: 'قفل',
  },
} as const;
