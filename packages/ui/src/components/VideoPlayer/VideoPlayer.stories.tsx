import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AllLocales } from '../../stories/AllLocales';
import { sampleText } from '../../stories/sampleText';
import { uiText } from '../../stories/uiText';
import { VideoPlayer } from './VideoPlayer';
import { previewBox } from './VideoPlayer.css';
import { videoPlayerMessages } from './VideoPlayer.messages';

/** A 300 x 300 poster as a data URI: no network in stories. */
const POSTER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300"><rect width="300" height="300" fill="hsl(200 55% 90%)"/><circle cx="150" cy="150" r="80" fill="hsl(200 50% 55%)"/></svg>',
)}`;
/** A tiny source so the player never asks the network; it has no frames to show. */
const VIDEO_URL = 'data:video/mp4;base64,AAAAHGZ0eXBpc29tAAACAGlzb21pc28ybXA0MQ==';

const meta = {
  title: 'Storefront/VideoPlayer',
  component: VideoPlayer,
  args: { src: VIDEO_URL, poster: POSTER, width: 300, height: 300 },
  render: (args, { globals }) => <VideoPlayer {...args} label={sampleText(globals, 'productVideo')} />,
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Player: Story = {
  play: async ({ canvasElement, globals }) => {
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveAttribute('aria-label', sampleText(globals, 'productVideo'));
    await expect(video).toHaveAttribute('poster', POSTER);
    // Nothing downloads before the buyer presses play.
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).not.toHaveAttribute('autoplay');
  },
};

export const PlayAndPause: Story = {
  name: 'Keyboard: Enter plays, Space pauses',
  play: async ({ canvas, globals }) => {
    await userEvent.tab();
    const play = canvas.getByRole('button', { name: uiText(globals, videoPlayerMessages, 'play') });
    await expect(play).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const pause = canvas.getByRole('button', { name: uiText(globals, videoPlayerMessages, 'pause') });
    await expect(pause).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(
      canvas.getByRole('button', { name: uiText(globals, videoPlayerMessages, 'play') }),
    ).toBeVisible();
  },
};

export const DefaultLabel: Story = {
  name: 'Built-in name when the caller gives none',
  render: (args) => <VideoPlayer {...args} />,
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement.querySelector('video')).toHaveAttribute(
      'aria-label',
      uiText(globals, videoPlayerMessages, 'video'),
    );
  },
};

export const PreviewPlaying: Story = {
  name: 'Preview: muted, hidden from screen readers, playing',
  args: { mode: 'preview', isPlaying: true },
  render: (args) => (
    <div className={previewBox}>
      <VideoPlayer {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video');
    await expect(video?.muted).toBe(true);
    await expect(video).toHaveAttribute('aria-hidden', 'true');
    await expect(video).not.toHaveAttribute('controls');
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(video?.getAttribute('data-playing') === 'true').toBe(!reduced);
  },
};

export const Locales: Story = {
  name: 'All locales',
  render: (args) => (
    <AllLocales>
      {(locale) => (
        <VideoPlayer {...args} width={160} height={160} label={sampleText({ locale }, 'productVideo')} />
      )}
    </AllLocales>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
  },
};
