import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  calls,
  delayed,
  demoKyc,
  demoMemberSession,
  demoSubmittedKyc,
  networkFailure,
  refuse,
  type ScreenStoryParameters,
} from '@playdeck/testing/fake-platform';
import KycScreen from './kyc-screen';

const meta = {
  title: 'Screens/KYC',
  component: KycScreen,
  parameters: { screen: { path: '/m/member/kyc', session: demoMemberSession } } satisfies ScreenStoryParameters,
} satisfies Meta<typeof KycScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not submitted yet: the form, fields and three images. */
export const NotSubmitted: Story = {};

/** A brand whose minimum age is 21. */
export const MinimumAge21: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.kyc.get, demoKyc({ minimumAge: 21 })),
  } satisfies Partial<ScreenStoryParameters>,
};

/** Submitted: "still pending process", read-only. */
export const UnderReview: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.kyc.get, demoSubmittedKyc('UNDER_REVIEW')),
  } satisfies Partial<ScreenStoryParameters>,
};

/** Verified by the operator: read-only for good. */
export const Verified: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.kyc.get, demoSubmittedKyc('VERIFIED')),
  } satisfies Partial<ScreenStoryParameters>,
};

/** Rejected with a reason: the form again, filled with what was sent. */
export const Rejected: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.kyc.get, demoSubmittedKyc('REJECTED')),
  } satisfies Partial<ScreenStoryParameters>,
};

/** Images take a while to go up: the submit button says "Uploading…". */
export const SlowUpload: Story = {
  parameters: {
    fakePlatform: (platform) =>
      platform.answer(calls.uploads.image, delayed(4000, { uploadId: 'demoUpload000000000777', contentType: 'image/png', size: 67 })),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The platform refuses an image after the form's own checks passed. */
export const ImageRefused: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.uploads.image, refuse('upload.type.invalid', { status: 415 })),
  } satisfies Partial<ScreenStoryParameters>,
};

/** The images of a verified KYC do not load: each offers a retry. */
export const ImagesFailing: Story = {
  parameters: {
    fakePlatform: (platform) => {
      platform.answer(calls.kyc.get, demoSubmittedKyc('VERIFIED'));
      platform.answerUploadedImage(refuse('upload.not.found', { status: 404 }));
    },
  } satisfies Partial<ScreenStoryParameters>,
};

/** Loading fails: the error with a retry. */
export const LoadFailed: Story = {
  parameters: { fakePlatform: (platform) => platform.answer(calls.kyc.get, networkFailure()) } satisfies Partial<ScreenStoryParameters>,
};

/** Loading. */
export const Loading: Story = {
  parameters: {
    fakePlatform: (platform) => platform.answer(calls.kyc.get, delayed(60_000, demoKyc())),
  } satisfies Partial<ScreenStoryParameters>,
};
