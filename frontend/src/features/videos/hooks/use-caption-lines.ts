import { useEffect, useRef, useState } from 'react';
import type { Line } from '../components/transcript';

/**
 * The captions <track> of a player: shown over the video or hidden, and its lines read out for the
 * transcript either way.
 */
export const useCaptionLines = (hasCaptions: boolean) => {
  const [showCaptions, setShowCaptions] = useState(true);
  const [lines, setLines] = useState<Line[]>([]);
  const trackRef = useRef<HTMLTrackElement>(null);

  // The captions show over the video when 'Subtítulos' is on; their lines feed the transcript either way.
  useEffect(() => {
    const track = trackRef.current?.track;
    if (track) track.mode = showCaptions ? 'showing' : 'hidden';
  }, [showCaptions, hasCaptions]);

  // The cues arrive when the file has loaded (React does not pass a <track>'s load event on).
  useEffect(() => {
    const element = trackRef.current;
    if (!element) return;
    const read = () => {
      const cues = element.track.cues;
      if (!cues) return;
      setLines(Array.from(cues, (c) => ({ start: c.startTime, text: (c as VTTCue).text.replace(/<[^>]*>/g, '') })));
    };
    if (element.readyState === HTMLTrackElement.LOADED) read();
    element.addEventListener('load', read);
    return () => element.removeEventListener('load', read);
  }, [hasCaptions]);

  return { trackRef, lines, showCaptions, toggleCaptions: () => setShowCaptions((on) => !on) };
};
