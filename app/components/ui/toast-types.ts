// What a toast says, and the one on screen.
export type ToastMessage = { title: string; description?: string; variant?: "default" | "destructive" | "success" };
export type ToastState = ToastMessage & { id: number };
