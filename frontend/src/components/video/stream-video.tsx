import { useEffect, useRef } from 'react';

interface StreamVideoProps {
  stream: MediaStream | null;
  muted: boolean;
  label: string;
}

/** A live camera (one's own or another's) filling its box; a new stream replaces the old in place. */
export const StreamVideo = ({ stream, muted, label }: StreamVideoProps) => {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      style={{ width: '100%', height: '100%', objectFit: 'cover', background: '#1a202c' }}
    />
  );
};
