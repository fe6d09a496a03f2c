/** The `bayes` package (naive Bayes text classifier) ships no types; what the comparison script uses. */
declare module 'bayes' {
  interface NaiveBayes {
    learn(text: string, category: string): Promise<void>;
    categorize(text: string): Promise<string>;
    toJson(): string;
  }
  export default function bayes(options?: { tokenizer?: (text: string) => string[] }): NaiveBayes;
}
