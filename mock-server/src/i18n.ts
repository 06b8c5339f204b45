// The provider answers in the language the request asks for, as FastAdmin (ThinkPHP's Lang::detect) does:
// the `lang` query parameter first, then the `think_var` cookie, then the first tag of Accept-Language, and
// Chinese (zh-cn) when none names a language it has. The handlers write their messages in English, the
// contract's wording; this module turns an envelope's `msg` into the asked language just before it is sent.
//
// The app's three locales map onto the provider's three languages: en → en, zh-Hans → zh-cn,
// zh-Hant → zh-tw (the provider's language files are named after ThinkPHP's lower-case tags).

export type ProviderLang = 'zh-cn' | 'zh-tw' | 'en';

export const DEFAULT_LANG: ProviderLang = 'zh-cn';
/** ThinkPHP's `var_lang` and `lang_cookie_var`. */
export const LANG_PARAM = 'lang';
export const LANG_COOKIE = 'think_var';

/** A tag as a browser or ThinkPHP writes it (en-US, zh-CN, zh-Hant-HK, zh-tw) → a provider language. */
export function providerLangOf(tag: string | undefined | null): ProviderLang | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase();
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  if (lower === 'zh' || lower.startsWith('zh-')) return /^zh-(tw|hk|mo|hant)\b/.test(lower) ? 'zh-tw' : 'zh-cn';
  return null;
}

const cookieValue = (header: string | undefined, name: string): string | undefined => {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
};

export interface LangSource {
  query?: unknown;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The language of a request. Like ThinkPHP, the first source present decides, even when it names a
 * language the provider does not have (then the default answers: zh-cn, or the mock's `defaultLang`).
 */
export function requestLang(request: LangSource, fallback: ProviderLang = DEFAULT_LANG): ProviderLang {
  const query = request.query as Record<string, unknown> | undefined;
  const param = query?.[LANG_PARAM];
  if (typeof param === 'string') return providerLangOf(param) ?? fallback;
  const cookie = cookieValue(
    typeof request.headers.cookie === 'string' ? request.headers.cookie : undefined,
    LANG_COOKIE,
  );
  if (cookie !== undefined) return providerLangOf(cookie) ?? fallback;
  const accept = request.headers['accept-language'];
  const first = typeof accept === 'string' ? /^[a-z\d-]+/i.exec(accept)?.[0] : undefined;
  return providerLangOf(first) ?? fallback;
}

/** Every message a handler, the request layer or a service answers with: English → [zh-cn, zh-tw]. */
export const MESSAGES: Readonly<Record<string, readonly [string, string]>> = {
  'A music file must be uploaded': ['请上传音乐文件', '請上傳音樂檔案'],
  'Account is locked': ['账号已被锁定', '帳號已被鎖定'],
  'Account or password is incorrect': ['账号或密码错误', '帳號或密碼錯誤'],
  'Added successfully': ['添加成功', '新增成功'],
  'Already in the cart': ['已在购物车中', '已在購物車中'],
  'At most 9 images': ['最多上传9张图片', '最多上傳9張圖片'],
  'Audio size cannot exceed 50M': ['音频大小不能超过50M', '音訊大小不能超過50M'],
  'Authorization failed, please try again': ['授权失败，请重试', '授權失敗，請重試'],
  'Avatar required': ['请上传头像', '請上傳頭像'],
  'Bio cannot exceed 140 characters': ['个人简介不能超过140个字', '個人簡介不能超過140個字'],
  'Cancelled successfully': ['取消成功', '取消成功'],
  'Cannot submit repeatedly': ['不能重复提交', '不能重複提交'],
  'Captcha is incorrect': ['验证码不正确', '驗證碼不正確'],
  'Claimed successfully': ['领取成功', '領取成功'],
  Collected: ['收藏成功', '收藏成功'],
  'Comment content cannot exceed 140 characters': ['评论内容不能超过140个字', '評論內容不能超過140個字'],
  'Comment content required': ['请输入评论内容', '請輸入評論內容'],
  'Comment successful': ['评论成功', '評論成功'],
  'Deleted successfully': ['删除成功', '刪除成功'],
  'Email already exists': ['邮箱已存在', '郵箱已存在'],
  'Email already registered': ['邮箱已注册', '郵箱已註冊'],
  'Email is incorrect': ['邮箱格式不正确', '郵箱格式不正確'],
  'Email is not registered': ['邮箱未注册', '郵箱未註冊'],
  'Evaluation succeeded': ['评价成功', '評價成功'],
  'File type not allowed': ['不允许的文件类型', '不允許的檔案類型'],
  'Goods not found': ['商品不存在', '商品不存在'],
  'Image size cannot exceed 1M': ['图片大小不能超过1M', '圖片大小不能超過1M'],
  'Logged in successful': ['登录成功', '登入成功'],
  'Logout successful': ['退出成功', '登出成功'],
  'Mobile already exist': ['手机号已存在', '手機號已存在'],
  'Mobile already exists': ['手机号已存在', '手機號已存在'],
  'Mobile already registered': ['手机号已注册', '手機號已註冊'],
  'Mobile is incorrect': ['手机号不正确', '手機號不正確'],
  'Mobile is not registered': ['手机号未注册', '手機號未註冊'],
  'Nickname required': ['请输入昵称', '請輸入暱稱'],
  'No download address, please contact customer service': ['暂无下载地址，请联系客服', '暫無下載地址，請聯繫客服'],
  'No file upload or server upload limit exceeded': [
    '未上传文件或超出服务器上传限制',
    '未上傳檔案或超出伺服器上傳限制',
  ],
  'Only completed orders can be evaluated': ['只有已完成的订单才能评价', '只有已完成的訂單才能評價'],
  'Only failed groups can be refunded': ['只有拼团失败的订单才能退款', '只有拼團失敗的訂單才能退款'],
  'Only physical goods can be shipped': ['只有实物商品才能发货', '只有實物商品才能發貨'],
  'Only the brand owner can answer applications': ['只有厂牌主理人才能处理申请', '只有廠牌主理人才能處理申請'],
  'Only the brand owner can edit': ['只有厂牌主理人才能编辑', '只有廠牌主理人才能編輯'],
  'Only the brand owner can remove members': ['只有厂牌主理人才能移除成员', '只有廠牌主理人才能移除成員'],
  'Only unpaid orders can be cancelled': ['只有待付款的订单才能取消', '只有待付款的訂單才能取消'],
  'Order created': ['下单成功', '下單成功'],
  'Page not found': ['页面不存在', '頁面不存在'],
  'Payment successful': ['支付成功', '支付成功'],
  'Physical goods must be ordered with an address': ['实物商品下单须填写收货地址', '實物商品下單須填寫收貨地址'],
  'Please choose WeChat or Alipay': ['请选择微信或支付宝', '請選擇微信或支付寶'],
  'Please sign in with WeChat to pay inside WeChat': [
    '请先使用微信登录后再在微信内支付',
    '請先使用微信登入後再在微信內支付',
  ],
  'Please choose at least one genre': ['请至少选择一个曲风', '請至少選擇一個曲風'],
  'Please do not submit repeatedly': ['请勿重复提交', '請勿重複提交'],
  'Please enter a title': ['请输入标题', '請輸入標題'],
  'Please enter the account name': ['请输入账户名', '請輸入帳戶名'],
  'Please enter the account': ['请输入账号', '請輸入帳號'],
  'Please enter the album name': ['请输入专辑名称', '請輸入專輯名稱'],
  'Please enter the brand name': ['请输入厂牌名称', '請輸入廠牌名稱'],
  'Please enter the content': ['请输入内容', '請輸入內容'],
  'Please enter the price': ['请输入价格', '請輸入價格'],
  'Please enter the reason': ['请输入申请理由', '請輸入申請理由'],
  'Please enter the title': ['请输入标题', '請輸入標題'],
  'Please enter your ID number': ['请输入身份证号', '請輸入身分證號'],
  'Please enter your contact': ['请输入联系方式', '請輸入聯絡方式'],
  'Please enter your profile': ['请输入个人简介', '請輸入個人簡介'],
  'Please enter your real name': ['请输入真实姓名', '請輸入真實姓名'],
  'Please enter your stage name': ['请输入艺名', '請輸入藝名'],
  'Please enter your style': ['请输入风格', '請輸入風格'],
  'Please fill in the shipping address': ['请填写收货地址', '請填寫收貨地址'],
  'Please login first': ['请先登录', '請先登入'],
  'Please select a column': ['请选择栏目', '請選擇欄目'],
  'Please select a genre': ['请选择曲风', '請選擇曲風'],
  'Please select the product': ['请选择商品', '請選擇商品'],
  'Please select the withdrawal method': ['请选择提现方式', '請選擇提現方式'],
  'Please select the works': ['请选择作品', '請選擇作品'],
  'Please upload a cover': ['请上传封面', '請上傳封面'],
  'Please upload a logo': ['请上传Logo', '請上傳Logo'],
  'Please upload an avatar': ['请上传头像', '請上傳頭像'],
  'Please upload the national emblem side of your ID card': ['请上传身份证国徽面', '請上傳身分證國徽面'],
  'Please upload the portrait side of your ID card': ['请上传身份证人像面', '請上傳身分證人像面'],
  'Please upload works or fill in a cloud-disk link': ['请上传作品或填写网盘链接', '請上傳作品或填寫網盤連結'],
  'Please wait 60 seconds before requesting a new code': ['请60秒后再获取验证码', '請60秒後再獲取驗證碼'],
  'Refund applied': ['退款申请已提交', '退款申請已提交'],
  'Reply successful': ['回复成功', '回覆成功'],
  'Reset password successful': ['重置密码成功', '重設密碼成功'],
  'Saved successfully': ['保存成功', '儲存成功'],
  'Sent successfully': ['发送成功', '發送成功'],
  'Sign up successful': ['注册成功', '註冊成功'],
  'Some works are not yours': ['部分作品不属于你', '部分作品不屬於你'],
  'The BPM must be between 40 and 250': ['BPM须在40到250之间', 'BPM須在40到250之間'],
  'The ID number is invalid': ['身份证号不正确', '身分證號不正確'],
  'The VIP card does not exist': ['VIP卡不存在', 'VIP卡不存在'],
  'The application does not exist': ['申请不存在', '申請不存在'],
  'The article does not exist': ['文章不存在', '文章不存在'],
  'The brand does not exist': ['厂牌不存在', '廠牌不存在'],
  'The brand name is already taken': ['厂牌名称已被使用', '廠牌名稱已被使用'],
  'The comment does not exist': ['评论不存在', '評論不存在'],
  'The content is at most 2000 characters': ['内容最多2000个字', '內容最多2000個字'],
  'The coupon does not exist': ['优惠券不存在', '優惠券不存在'],
  'The coupon has been claimed out': ['优惠券已被领完', '優惠券已被領完'],
  'The coupon is not available': ['优惠券不可用', '優惠券不可用'],
  'The goods do not exist or have been removed': ['商品不存在或已下架', '商品不存在或已下架'],
  'The goods does not exist': ['商品不存在', '商品不存在'],
  'The group has ended': ['拼团已结束', '拼團已結束'],
  'The group is full': ['该团已满员', '該團已滿員'],
  'The group order does not exist': ['拼团订单不存在', '拼團訂單不存在'],
  'The musician does not exist': ['音乐人不存在', '音樂人不存在'],
  'The order does not exist': ['订单不存在', '訂單不存在'],
  'The order has already been paid': ['订单已支付', '訂單已支付'],
  'The order has been cancelled': ['订单已取消', '訂單已取消'],
  'The popup does not exist': ['弹窗不存在', '彈窗不存在'],
  'The price is invalid': ['价格不正确', '價格不正確'],
  'The profile is at most 500 characters': ['个人简介最多500个字', '個人簡介最多500個字'],
  'The real name is at most 30 characters': ['真实姓名最多30个字', '真實姓名最多30個字'],
  'The stage name is already taken': ['艺名已被使用', '藝名已被使用'],
  'The stage name is at most 30 characters': ['艺名最多30个字', '藝名最多30個字'],
  'The style is at most 140 characters': ['风格最多140个字', '風格最多140個字'],
  'The title is at most 50 characters': ['标题最多50个字', '標題最多50個字'],
  'The two passwords do not match': ['两次输入的密码不一致', '兩次輸入的密碼不一致'],
  'The url parameter is required': ['缺少url参数', '缺少url參數'],
  'The user does not exist': ['用户不存在', '用戶不存在'],
  'The user has already joined a brand': ['该用户已加入厂牌', '該用戶已加入廠牌'],
  'The user is not on your team': ['该用户不在你的团队中', '該用戶不在你的團隊中'],
  'This goods cannot be paid with points': ['该商品不能用积分支付', '該商品不能用積分支付'],
  Uncollected: ['取消收藏成功', '取消收藏成功'],
  'Unknown genre': ['未知曲风', '未知曲風'],
  'Upload successful': ['上传成功', '上傳成功'],
  'User not found': ['用户不存在', '用戶不存在'],
  'Username already exist': ['用户名已存在', '用戶名已存在'],
  'You already have an application pending': ['你已有待审核的申请', '你已有待審核的申請'],
  'You already own this item, download it instead': ['你已拥有该商品，请直接下载', '你已擁有該商品，請直接下載'],
  'You are already a lifetime member': ['你已是终身会员', '你已是終身會員'],
  'You are already a musician': ['你已是音乐人', '你已是音樂人'],
  'You are already in this group': ['你已在该团中', '你已在該團中'],
  'You are not a musician yet': ['你还不是音乐人', '你還不是音樂人'],
  'You cannot follow yourself': ['不能关注自己', '不能關注自己'],
  'You cannot remove yourself': ['不能移除自己', '不能移除自己'],
  'You have already claimed this coupon': ['你已领取过该优惠券', '你已領取過該優惠券'],
  'You have already joined a brand': ['你已加入厂牌', '你已加入廠牌'],
  'You have not joined a brand': ['你还未加入厂牌', '你還未加入廠牌'],
  'You have not purchased this item': ['你还未购买该商品', '你還未購買該商品'],
  'Your application is under review': ['你的申请正在审核中', '你的申請正在審核中'],
  'Your balance is insufficient': ['余额不足', '餘額不足'],
  'Your points are insufficient': ['积分不足', '積分不足'],
  'The text contains invalid characters': ['文本含有无效字符', '文字含有無效字元'],
  'The link must be an http(s) address or a path on this site': [
    '链接须为 http(s) 地址或本站路径',
    '連結須為 http(s) 位址或本站路徑',
  ],
  'The download link is invalid': ['下载链接无效', '下載連結無效'],
  'The download link has expired': ['下载链接已过期', '下載連結已過期'],
  // Success messages the provider writes in both languages at once (the contract's examples): in Chinese
  // only when Chinese is asked for.
  '发布成功 Published': ['发布成功', '發佈成功'],
  '申请已提交 Application submitted': ['申请已提交', '申請已提交'],
  修改成功: ['修改成功', '修改成功'],
  '移除成功 Removed': ['移除成功', '移除成功'],
  '提交成功，请等待审核 Submitted, please wait for review': ['提交成功，请等待审核', '提交成功，請等待審核'],
  关注成功: ['关注成功', '關注成功'],
  取消关注成功: ['取消关注成功', '取消關注成功'],
  '提交成功 Submitted': ['提交成功', '提交成功'],
  '申请成功 Submitted': ['申请成功', '申請成功'],
};

/** Messages with a variable part: an English pattern and its translations, `$1` for what it captured. */
const PATTERNS: readonly (readonly [RegExp, string, string])[] = [
  [/^Invalid parameters: (.*)$/s, '参数错误：$1', '參數錯誤：$1'],
  [/^Invalid parameters$/, '参数错误', '參數錯誤'],
  [/^Invalid request: (.*)$/s, '非法请求：$1', '非法請求：$1'],
  [/^The minimum withdrawal is (¥[\d.]+)$/, '最低提现金额为$1', '最低提現金額為$1'],
  [/^The minimum recharge is (¥[\d.]+)$/, '最低充值金额为$1', '最低儲值金額為$1'],
  [/^The maximum recharge is (¥[\d.]+)$/, '最高充值金额为$1', '最高儲值金額為$1'],
  [/^You can choose at most (\d+) genres$/, '最多选择$1个曲风', '最多選擇$1個曲風'],
];

/** A message in the asked language; one the table does not know goes out as written. */
export function translate(msg: string, lang: ProviderLang): string {
  if (lang === 'en' || msg === '') return msg;
  const column = lang === 'zh-cn' ? 0 : 1;
  const exact = MESSAGES[msg];
  if (exact) return exact[column];
  for (const [pattern, cn, tw] of PATTERNS) {
    if (pattern.test(msg)) return msg.replace(pattern, column === 0 ? cn : tw);
  }
  return msg;
}
