import type { ReactNode } from 'react';
import { Button, Grid } from '@chakra-ui/react';
import { CameraIcon } from '@/components/ui/icons';
import { MicIcon } from '@/components/ui/mic-icon';
import type { MeetingCall } from '../hooks/use-meeting-call';
import { PhoneOffIcon } from './call-icons';

// Three side by side under the video, the icon over its word, so none leaves a phone's screen.
const callButton = {
  h: 'auto',
  minH: '20',
  py: '2',
  px: '1',
  flexDirection: 'column',
  gap: '1',
  whiteSpace: 'normal',
  fontSize: 'md',
  lineHeight: '1.2',
} as const;

interface CallToggleProps {
  on: boolean;
  onToggle: () => void;
  disabled: boolean;
  icon: ReactNode;
  onLabel: string;
  offLabel: string;
}

// Pressed (solid) while the microphone or camera is off, and saying so.
const CallToggle = ({ on, onToggle, disabled, icon, onLabel, offLabel }: CallToggleProps) => (
  <Button
    {...callButton}
    variant={on ? 'outline' : 'solid'}
    colorPalette="gray"
    aria-pressed={!on}
    onClick={onToggle}
    disabled={disabled}
  >
    {icon}
    {on ? onLabel : offLabel}
  </Button>
);

/** Microphone, camera and hang up, under the video. */
export const CallControls = ({ call }: { call: MeetingCall }) => (
  <Grid templateColumns="repeat(3, minmax(0, 1fr))" gap="2">
    <CallToggle
      on={call.micOn}
      onToggle={call.toggleMic}
      disabled={!call.localStream}
      offLabel="Micrófono apagado"
      icon={<MicIcon boxSize="6" />}
      onLabel="Micrófono"
    />
    <CallToggle
      on={call.cameraOn}
      onToggle={call.toggleCamera}
      disabled={!call.localStream}
      offLabel="Cámara apagada"
      icon={<CameraIcon boxSize="6" />}
      onLabel="Cámara"
    />
    <Button {...callButton} colorPalette="red" bg="red.700" onClick={call.hangUp}>
      <PhoneOffIcon boxSize="6" />
      Colgar
    </Button>
  </Grid>
);
