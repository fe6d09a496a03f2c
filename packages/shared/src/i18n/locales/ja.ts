import type { Translation } from '../translation';

export const translation: Translation = {
  mainTitle: { highlight: '問題を見つけましたか？', subtitle: '一緒に解決しましょう' },
  chatInput: {
    firstMessagePlaceholder: '見つけた問題について教えてください…',
    placeholder: 'メッセージを入力…',
  },
  chatHints: {
    internet: { label: 'インターネットの問題', message: 'インターネットまたはWi-Fiの問題を報告したいです。' },
    security: { label: '防犯・安全の問題', message: '防犯・安全に関する問題を報告したいです。' },
    maintenance: { label: '故障・修理', message: '壊れているものや修理が必要なものを報告したいです。' },
    cleaning: { label: 'こぼれ・水漏れ', message: 'こぼれや水漏れを報告したいです。' },
  },
  issueReportForm: {
    issue: '問題の報告',
    successMessage: 'ありがとうございます！ご報告は現地のスタッフに送信されました。',
    successSubtitleMain: '下から別の問題を報告するか、',
    successSubtitleLink: '新しいチャットを始めましょう',
    editButton: '編集',
    submitButton: '報告する',
    submitError: '報告を送信できませんでした。接続を確認して、もう一度お試しください。',
    retryButton: 'もう一度試す',
    title: { label: 'タイトル', missingError: 'タイトルを入力してください' },
    description: { label: '詳細', missingError: '詳細を入力してください' },
    location: { label: '場所', missingError: '場所を入力してください' },
  },
  page: {
    introText: '何に気づいたか、どこなのかを教えてください。入力、音声、写真のどれでも送れます。',
    assistantName: 'アシスタント',
    languagePickerTitle: '言語を選択',
    changeLanguage: '言語を変更',
    close: '閉じる',
    send: '送信',
    attachPhoto: '写真を追加',
    recordVoice: '音声メッセージを録音',
    stopRecording: '録音を停止',
    transcribing: '音声を文字に変換しています…',
    assistantTyping: 'アシスタントが入力中です',
    microphoneDenied: 'マイクへのアクセスが拒否されたか、マイクが利用できません。',
    sendError: 'メッセージを送信できませんでした。',
    retry: 'もう一度試す',
    uploadError: '写真をアップロードできませんでした。',
    photoAlt: 'あなたの写真',
    newChat: '新しいチャット',
    siteNotFoundTitle: 'この報告用リンクは使用できません',
    siteNotFoundText:
      'この場所が削除されたか、リンクが正しくコピーされていない可能性があります。もう一度QRコードを読み取ってください。',
  },
  assistant: {
    askLocation:
      'お知らせいただきありがとうございます。正確にはどこですか？たとえば階、部屋、近くの目印などを教えてください。',
    askDetails: 'ありがとうございます。どのような問題か、もう少し詳しく教えていただけますか？',
    draftReady:
      'ご報告の内容です。詳細をご確認のうえ、変更する場合は**編集**を押し、送信するには**報告する**を押してください。',
    photoReceived: '写真をありがとうございます。どのような問題で、場所はどこですか？',
    apology: '申し訳ありません、こちらで問題が発生しました。もう一度メッセージを送信してください。',
    locationNotGiven: '場所の指定なし',
    fallbackTitle: '来訪者から報告された問題',
  },
};
