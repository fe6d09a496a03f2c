// Voice recorder of the feedback page (AudioWorklet). Mixes the microphone down to mono and posts
// blocks of float samples to the page, which resamples them to 24 kHz and encodes a WAV file.
// Blocks of 2048 frames keep messages to about 23 a second at 48 kHz; 'flush' sends the rest.
const blockFrames = 2048;

class RecorderProcessor extends AudioWorkletProcessor {
  constructor() {
    super();
    this.block = new Float32Array(blockFrames);
    this.filled = 0;
    this.port.onmessage = (event) => {
      if (event.data === 'flush') {
        this.post();
        this.port.postMessage({ type: 'flushed' });
      }
    };
  }

  post() {
    if (this.filled === 0) return;
    const samples = this.block.slice(0, this.filled);
    this.port.postMessage({ type: 'samples', samples }, [samples.buffer]);
    this.filled = 0;
  }

  process(inputs) {
    const channels = inputs[0];
    if (!channels || channels.length === 0) return true;
    const frames = channels[0].length;
    for (let i = 0; i < frames; i++) {
      let sum = 0;
      for (let c = 0; c < channels.length; c++) sum += channels[c][i];
      this.block[this.filled++] = sum / channels.length;
      if (this.filled === blockFrames) this.post();
    }
    // Outputs stay silent: the node is connected to the destination only so the graph runs it.
    return true;
  }
}

registerProcessor('recorder-processor', RecorderProcessor);
