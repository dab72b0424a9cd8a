import Layout

/// A gallery of the stock iOS input controls Layout draws, as a sign-up form would use them:
/// text fields and a secure field in a list, a stepper (at its lower bound too), switches on
/// and off, the activity spinner with and without a label, and buttons in every system style,
/// size and state, with a rounded-border field outside the list.
struct ControlsDemo: View {
    var body: some View {
        NavigationStack {
            List {
                Section(header: Text("Account")) {
                    TextField("Name", text: .constant(""), prompt: Text("Required"))
                    TextField("Email", text: .constant("alex@example.com")).keyboardType(.emailAddress)
                    SecureField("Password", text: .constant("secret12"))
                }
                Section(header: Text("Plan")) {
                    Stepper("Meals a day: 3", value: 3, in: 1...6)
                    Stepper("Snacks: 0", value: 0, in: 0...4)
                    Toggle("Reminders", isOn: true)
                    Toggle("Health Sync", isOn: false)
                }
                VStack(spacing: 12) {
                    Button { Text("Continue").frame(maxWidth: .infinity) }
                        .buttonStyle(.borderedProminent)
                        .controlSize(.large)
                    HStack(spacing: 12) {
                        Button("Bordered").buttonStyle(.bordered)
                        Button("Orange").buttonStyle(.bordered).tint(.orange)
                        Button("Prominent").buttonStyle(.borderedProminent)
                    }
                    HStack(spacing: 12) {
                        Button("Borderless")
                        Button("Disabled").buttonStyle(.borderedProminent).disabled(true)
                        Button("Off").buttonStyle(.bordered).disabled(true)
                    }
                    TextField("Search", text: .constant("")).textFieldStyle(.roundedBorder)
                    HStack(spacing: 32) {
                        ProgressView()
                        ProgressView(value: 0.5).progressViewStyle(.circular)
                        ProgressView("Analyzing…")
                    }
                }
            }
            .navigationTitle("Controls")
        }
    }
}
