import { OVER_1M, pngFile, wavFile } from '../fixtures/files.ts';
import { expect, login, test } from '../fixtures/index.ts';
import { providerWriterInfo } from '../fixtures/provider.ts';
import { PATHS } from '../pages/shop-app.ts';

const APPLY = PATHS.musicianApply;
const UPLOAD_CALL = '/api/common/upload';
const APPLY_CALL = '/api/h5.writer/apply';

test('a new user applies with uploaded ID photos and works, meeting each required field on the way', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  expect((await providerWriterInfo(request, token)).status).toBe('none');
  await app.open(APPLY);
  const submit = page.getByRole('button', { name: 'Submit the application' });
  const expectMessage = async (message: string) => {
    await submit.click();
    await app.expectToastShown(message);
  };

  await expectMessage('Please enter your stage name');
  await page.getByLabel('Stage name').fill('DJ 测试 & "Co"');
  await expectMessage('Please enter your style');
  await page.getByLabel('Style').fill('Tech House');
  await expectMessage('Please enter your profile');
  await page.getByLabel('Profile').fill('Ten years behind the decks.');
  await expectMessage('Please enter your real name');
  await page.getByLabel('Real name').fill('王伟');
  await expectMessage('Please enter your ID number');
  await page.getByLabel('ID number').fill('1101051949123100');
  await expectMessage('The ID number is invalid');
  await page.getByLabel('ID number').fill('11010519491231002X');
  await expectMessage('Please upload the national emblem side of your ID card');
  await page.getByLabel('Add ID card, national emblem side').setInputFiles(pngFile('emblem.png'));
  await expect(page.getByRole('group', { name: 'ID card, national emblem side' }).getByText('Uploaded')).toBeVisible();
  await expectMessage('Please upload the portrait side of your ID card');
  await page.getByLabel('Add ID card, portrait side').setInputFiles(pngFile('portrait.png'));
  await expect(page.getByRole('group', { name: 'ID card, portrait side' }).getByText('Uploaded')).toBeVisible();
  await expectMessage('Please upload works or fill in a cloud-disk link');
  // Nothing incomplete reached the provider.
  expect(await mock.callsTo(APPLY_CALL)).toHaveLength(0);

  const works = page.getByRole('group', { name: 'Works', exact: true });
  await page.getByLabel('Add Works').setInputFiles([wavFile('demo-1.wav'), wavFile('demo-2.wav')]);
  await expect(works.getByText('Uploaded')).toHaveCount(2);
  // Each file went up as real multipart under the field name `file`.
  expect((await mock.callsTo(UPLOAD_CALL)).length).toBe(4);

  await submit.click();
  await expect(page.getByRole('heading', { name: 'Your application is under review' })).toBeVisible();
  // The provider keeps the text escaped; the page shows it as typed.
  await expect(page.getByText('Applied as DJ 测试 & "Co"')).toBeVisible();

  const info = await providerWriterInfo(request, token);
  expect(info.status).toBe('reviewing');
  const application = info.application as { id_number: string; works?: string[]; id_photo_emblem: string };
  expect(application.id_number).toBe('11010519491231002X');
  expect((info.application as { stage_name: string }).stage_name).toBe('DJ 测试 &amp; &quot;Co&quot;');
  expect(application.works).toHaveLength(2);
  expect(application.id_photo_emblem).toMatch(/^\/uploads\//);
  // The draft is gone once sent: a reload shows the state, not a form.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your application is under review' })).toBeVisible();
  expect(await app.stored('djshop.draft.musicianApply')).toBeNull();
});

test('cloud-drive share texts: baidu, aliyun and quark are read, any other drive is refused with 未知网盘', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-user');
  await app.open(APPLY);
  await page.getByLabel('Stage name').fill('DJ Cloud');
  await page.getByLabel('Style').fill('Techno');
  await page.getByLabel('Profile').fill('Cloud works.');
  await page.getByLabel('Real name').fill('李凯');
  await page.getByLabel('ID number').fill('510104199501011234');
  await page.getByLabel('Add ID card, national emblem side').setInputFiles(pngFile('emblem.png'));
  await page.getByLabel('Add ID card, portrait side').setInputFiles(pngFile('portrait.png'));
  await expect(page.getByText('Uploaded')).toHaveCount(2);
  await page.getByText('Cloud-drive link', { exact: true }).first().click();

  const share = page.getByLabel('Cloud-drive share text');
  const parsed = page.getByRole('definition');
  const cases = [
    ['链接：https://pan.baidu.com/s/1AbCdEfGhIjK 提取码：x7k2 复制这段内容打开百度网盘', 'Baidu drive', 'x7k2'],
    ['「demo」https://www.aliyundrive.com/s/AbC123xyz 提取码: 9zq1 点击链接保存', 'Aliyun drive', '9zq1'],
    ['我用夸克网盘分享了「set」，链接：https://pan.quark.cn/s/0a1b2c3d4e 密码：Qk88', 'Quark drive', 'Qk88'],
  ] as const;
  for (const [text, provider, code] of cases) {
    await share.fill(text);
    await expect(parsed).toHaveText([provider, /^https:\/\//, code]);
  }

  await share.fill('链接：https://drive.example.com/s/abc 提取码：1234');
  await expect(page.getByRole('alert').filter({ hasText: '未知网盘' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit the application' }).click();
  await expect(app.dialog).toContainText('未知网盘');
  await app.dialog.getByRole('button', { name: 'OK' }).click();
  await share.fill('https://pan.baidu.com/s/1AbCdEfGhIjK');
  await page.getByRole('button', { name: 'Submit the application' }).click();
  await app.expectToastShown('Could not read the share: the link or its code is missing');
  expect(await mock.callsTo(APPLY_CALL)).toHaveLength(0);

  await share.fill(cases[2][0]);
  await page.getByRole('button', { name: 'Submit the application' }).click();
  await expect(page.getByRole('heading', { name: 'Your application is under review' })).toBeVisible();
  const info = await providerWriterInfo(request, token);
  expect(info.application).toMatchObject({
    cloud_link: { provider: 'quark', link: 'https://pan.quark.cn/s/0a1b2c3d4e', code: 'Qk88' },
  });
});

test('the rejected demo account sees the reason and applies again from its last application', async ({
  app,
  page,
  mock,
  request,
}) => {
  const token = await login(page, mock, 'demo-rejected');
  const before = await providerWriterInfo(request, token);
  expect(before.status).toBe('rejected');
  await app.open(APPLY);
  await expect(page.getByRole('heading', { name: 'Your application was not approved' })).toBeVisible();
  await expect(page.getByText(`Reason: ${before.reason}`)).toBeVisible();
  await page.getByRole('button', { name: 'Apply again' }).click();

  // The last application fills the form; the user corrects the stage name and sends it.
  await expect(page.getByLabel('Real name')).toHaveValue('张三');
  await expect(page.getByLabel('ID number')).not.toHaveValue('');
  await page.getByLabel('Stage name').fill('DJ Second Try');
  await page.getByRole('button', { name: 'Submit the application' }).click();
  await expect(page.getByRole('heading', { name: 'Your application is under review' })).toBeVisible();

  const after = await providerWriterInfo(request, token);
  expect(after.status).toBe('reviewing');
  expect(after.application).toMatchObject({ stage_name: 'DJ Second Try', real_name: '张三' });
});

test('upload control: an oversize batch is dropped, one pick takes at most 9, no delete while uploading', async ({
  app,
  page,
  mock,
}) => {
  await login(page, mock, 'demo-user');
  await app.open(APPLY);

  // One image over 1M drops the whole pick; nothing is sent.
  await page.getByLabel('Add ID card, national emblem side').setInputFiles(pngFile('big.png', OVER_1M));
  await app.expectToastShown('Image size cannot exceed 1M');
  expect(await mock.callsTo(UPLOAD_CALL)).toHaveLength(0);
  await expect(page.getByRole('group', { name: 'ID card, national emblem side' }).getByRole('listitem')).toHaveCount(1);

  // Uploads held by the provider: the files show as uploading, cancellable but not removable.
  await mock.scenario({ path: UPLOAD_CALL, times: 10, delayMs: 20_000 });
  const works = page.getByRole('group', { name: 'Works', exact: true });
  await page.getByLabel('Add Works').setInputFiles(Array.from({ length: 10 }, (_, i) => wavFile(`w${i}.wav`, 400)));
  await expect(works.getByRole('progressbar')).toHaveCount(9);
  await expect(works.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expect(works.getByRole('button', { name: /^Cancel the upload of / })).toHaveCount(9);
  // At 9 of 9 the add tile is gone.
  await expect(page.getByLabel('Add Works')).toHaveCount(0);
  await works.getByRole('button', { name: 'Cancel the upload of w0.wav' }).click();
  await expect(works.getByText('Upload cancelled')).toBeVisible();
  await expect(works.getByRole('button', { name: 'Remove w0.wav' })).toBeVisible();
  await works.getByRole('button', { name: 'Remove w0.wav' }).click();
  await expect(page.getByLabel('Add Works')).toHaveCount(1);
  // A submit while files are still on their way asks to wait.
  for (const [label, value] of [
    ['Stage name', 'DJ Wait'],
    ['Style', 'House'],
    ['Profile', 'Waiting.'],
    ['Real name', '张三'],
    ['ID number', '110101199001011234'],
  ] as const) {
    await page.getByLabel(label).fill(value);
  }
  await page.getByRole('button', { name: 'Submit the application' }).click();
  await app.expectToastShown('Please wait until the file has uploaded');
});
