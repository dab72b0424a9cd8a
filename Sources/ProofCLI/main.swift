print("proof")
