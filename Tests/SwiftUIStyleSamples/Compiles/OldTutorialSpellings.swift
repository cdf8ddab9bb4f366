import SwiftUI

// iOS 13 and 14 tutorial code as it was written: a login form and a settings screen with the label-first and
// label-last initializers SwiftUI has since deprecated, and gesture state that springs back through its reset.

struct LoginForm: View {
    @State private var email = ""
    @State private var password = ""
    @State private var attempts = 1
    @State private var role = 0
    @GestureState(reset: { _, transaction in transaction.animation = .spring() }) private var shake = CGSize.zero
    @GestureState(initialValue: false, reset: { _, _ in }) private var pressing: Bool

    var body: some View {
        VStack(spacing: 16) {
            TextField("Email", text: $email)
                .keyboardType(.emailAddress)
                .autocapitalization(.none)
                .disableAutocorrection(true)
            SecureField("Password", text: $password)
                .autocapitalization(UITextAutocapitalizationType.none)
            Picker(selection: $role, label: Text("Role")) {
                Text("Reader").tag(0)
                Text("Writer").tag(1)
            }
            .pickerStyle(SegmentedPickerStyle())
            Stepper(onIncrement: { attempts += 1 }, onDecrement: { attempts -= 1 }) {
                Text("Attempts: \(attempts)")
            }
            Stepper(value: $attempts, in: 1...5, onEditingChanged: { _ in }) { Text("\(attempts)") }
            Stepper(value: $attempts, step: 1, onEditingChanged: { _ in }) { Text("\(attempts)") }
            Stepper(value: $attempts, in: 1...5) { Text("\(attempts)") }
            Button("Sign in") {}
                .offset(shake)
                .scaleEffect(pressing ? 0.95 : 1)
                .gesture(DragGesture().updating($shake) { value, state, _ in state = value.translation })
                .simultaneousGesture(LongPressGesture().updating($pressing) { value, state, _ in state = value })
        }
        .padding()
    }
}
