import { useCallback, useEffect, useRef, useState } from 'react';
import { useMarkVideoWatched } from '../api/mark-video-watched';
import { saveVideoProgress } from '../api/video-progress';

/** While playing, the position is saved this often (and on pause and close). */
const SAVE_EVERY_MS = 10_000;

/**
 * What the player's buttons do to its <video>, the place saved as it plays, and the video counted as
 * watched when it reaches the end.
 */
export const usePlayback = (videoId: string) => {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const markWatched = useMarkVideoWatched();
  const markedRef = useRef(false);
  const [resumeOffered, setResumeOffered] = useState(true);
  const [rate, setRate] = useState(1);
  const savedAtRef = useRef(0);

  const save = useCallback(() => {
    const element = ref.current;
    if (!element || element.currentTime < 1) return;
    savedAtRef.current = Date.now();
    void saveVideoProgress(videoId, element.currentTime);
  }, [videoId]);

  // Closing the dialog stops the sound at once, and remembers where it was.
  useEffect(() => {
    const element = ref.current;
    return () => {
      if (element && !element.paused) save();
      element?.pause();
    };
  }, [save]);

  const changeRate = (next: number) => {
    setRate(next);
    if (ref.current) ref.current.playbackRate = next;
  };

  const seekTo = (seconds: number, play = false) => {
    const element = ref.current;
    if (!element) return;
    element.currentTime = seconds;
    setResumeOffered(false);
    if (play) void element.play().catch((error: unknown) => console.error('No se pudo reproducir el video', error));
  };

  const togglePlay = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused)
      void element.play().catch((error: unknown) => console.error('No se pudo reproducir el video', error));
    else element.pause();
  };

  const skip = (seconds: number) => {
    const element = ref.current;
    if (!element) return;
    const end = Number.isFinite(element.duration) ? element.duration : element.currentTime + seconds;
    element.currentTime = Math.min(Math.max(0, element.currentTime + seconds), end);
  };

  // 'Videos Revisados' counts a video the viewer watched to the end.
  const onEnded = () => {
    setPlaying(false);
    if (markedRef.current) return;
    markedRef.current = true;
    markWatched.mutate(videoId);
  };

  // The <video>'s own events, so its native controls and these buttons agree.
  const videoEvents = {
    onPlay: () => {
      setPlaying(true);
      setResumeOffered(false);
    },
    onPause: () => {
      setPlaying(false);
      save();
    },
    onTimeUpdate: () => {
      if (Date.now() - savedAtRef.current > SAVE_EVERY_MS) save();
    },
    onRateChange: () => ref.current && setRate(ref.current.playbackRate),
    onEnded,
  };

  return { ref, playing, rate, resumeOffered, changeRate, seekTo, togglePlay, skip, videoEvents };
};
